import { ChevronLeft, ChevronRight, type LucideIcon, RefreshCw } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { errorMessage } from '../lib/error-message'
import { cn } from '../lib/utils'
import { Button } from './ui/button'
import { Skeleton } from './ui/skeleton'

/** A page of a list paged by the server (the shape of `paginated()` in shared/contracts/common.ts). */
export interface ServerPaging {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

export interface DataColumn<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  align?: 'left' | 'right'
  className?: string
}

/**
 * A list from the API as a table: a loading state, the failure with a way to retry, an empty state, and pages
 * of `pageSize` rows with Previous and Next. With `card`, narrow screens get one card per row instead of columns
 * that would not fit.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  isPending,
  error,
  onRetry,
  retrying = false,
  loadingLabel,
  errorFallback,
  empty,
  card,
  pageSize = 10,
  paging,
}: {
  /** Names the table for assistive technology (and the card list on narrow screens). */
  caption: string
  columns: DataColumn<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string | number
  isPending: boolean
  error: unknown
  onRetry: () => void
  retrying?: boolean
  loadingLabel: string
  /** Shown when the failure carries no message of its own. */
  errorFallback: string
  empty: { icon: LucideIcon; title: string; description: string }
  card?: (row: T) => ReactNode
  pageSize?: number
  /**
   * Pages kept by the server: `rows` is the current page (1-based `page`) of `total` rows, and Previous/Next ask
   * for another page through `onPageChange`. Without it the table pages `rows` in the browser.
   */
  paging?: ServerPaging
}) {
  const [page, setPage] = useState(0)

  if (isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{loadingLabel}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    )
  }
  if (error || !rows) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-red-700">{errorMessage(error, errorFallback)}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }
  if (rows.length === 0 && !(paging && paging.page > 1)) {
    const Icon = empty.icon
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <Icon className="mb-3 size-8 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">{empty.title}</p>
        <p className="text-sm text-slate-600">{empty.description}</p>
      </div>
    )
  }

  const pages = paging
    ? Math.max(1, Math.ceil(paging.total / paging.pageSize))
    : Math.ceil(rows.length / pageSize)
  // A list that shrank (or a page past the end) shows its last page.
  const current = paging ? paging.page - 1 : Math.min(page, pages - 1)
  const shown = paging ? rows : rows.slice(current * pageSize, (current + 1) * pageSize)
  const goTo = (p: number) => (paging ? paging.onPageChange(p + 1) : setPage(p))
  return (
    <div className="grid gap-4">
      <div className={cn('overflow-x-auto', card && 'hidden md:block')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.id}
                  scope="col"
                  className={cn(
                    'px-4 py-3 font-semibold',
                    i === 0 && 'pl-0',
                    i === columns.length - 1 && 'pr-0',
                    c.align === 'right' && 'text-right',
                  )}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) => (
                  <td
                    key={c.id}
                    className={cn(
                      'px-4 py-3 text-slate-800',
                      i === 0 && 'pl-0',
                      i === columns.length - 1 && 'pr-0',
                      c.align === 'right' && 'text-right tabular-nums',
                      c.className,
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={caption}>
          {shown.map((row) => (
            <li key={rowKey(row)} className="rounded-xl border border-slate-200 p-4">
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={`${caption}: pages`} className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            Page {current + 1} of {pages}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => goTo(current - 1)} disabled={current === 0}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => goTo(current + 1)}
              disabled={current === pages - 1}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  )
}
