import { type LucideIcon, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorMessage } from '../lib/error-message'
import { Pager } from './pager'
import { Button } from './ui/button'
import { Card } from './ui/card'
import { Skeleton } from './ui/skeleton'

/** A page of a list the server keeps, as `paginated()` answers it. */
interface Page<T> {
  items: T[]
  total: number
}

/**
 * A list from the API as one card per item (the admin panel's projects and tickets): skeleton cards while it
 * loads, the failure with a way to retry, an empty state, the page of cards (dimmed while the next page comes)
 * and Previous and Next.
 */
export function CardList<T>({
  label,
  data,
  isPending,
  error,
  onRetry,
  retrying,
  busy,
  loadingLabel,
  errorFallback,
  empty,
  itemKey,
  renderItem,
  page,
  pageSize,
  onPageChange,
}: {
  /** Names the list for assistive technology. */
  label: string
  data: Page<T> | undefined
  isPending: boolean
  error: unknown
  onRetry: () => void
  retrying: boolean
  /** The page shown is the previous one while the next loads. */
  busy: boolean
  loadingLabel: string
  errorFallback: string
  empty: { icon: LucideIcon; title: string; description: string }
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  page: number
  pageSize: number
  onPageChange: (page: number) => void
}) {
  if (isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{loadingLabel}</span>
        {[0, 1].map((i) => (
          <Card key={i} className="grid gap-4 p-6">
            <div className="flex justify-between gap-4">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <Skeleton className="h-10 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-9 w-32" />
              <Skeleton className="h-9 w-32" />
            </div>
          </Card>
        ))}
      </div>
    )
  }
  if (!data) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p className="text-sm text-red-700">{errorMessage(error, errorFallback)}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    )
  }
  if (data.items.length === 0) {
    const Icon = empty.icon
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <Icon className="mb-3 size-8 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">{empty.title}</p>
        <p className="text-sm text-slate-600">{empty.description}</p>
      </Card>
    )
  }
  return (
    <>
      <ul aria-label={label} aria-busy={busy} className="grid grid-cols-1 gap-4 aria-busy:opacity-70">
        {data.items.map((item) => (
          <li key={itemKey(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pager
        label={label}
        page={page}
        pages={Math.max(1, Math.ceil(data.total / pageSize))}
        onPageChange={onPageChange}
        busy={busy}
      />
    </>
  )
}
