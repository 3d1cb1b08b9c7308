import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './ui/button'

/** Previous and Next below a list kept in pages (1-based `page` of `pages`); nothing when there is one page. */
export function Pager({
  label,
  page,
  pages,
  onPageChange,
  busy = false,
}: {
  /** Names the list: "Projects" gives the navigation "Projects: pages". */
  label: string
  page: number
  pages: number
  onPageChange: (page: number) => void
  /** A page is on its way: both buttons wait. */
  busy?: boolean
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={`${label}: pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || busy}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages || busy}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
