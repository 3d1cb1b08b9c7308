import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorMessage } from '../lib/error-message'
import { Button } from './ui/button'
import { Skeleton } from './ui/skeleton'

/**
 * The body of a dialog that reads one record: placeholders while it loads, the error with a way to try again,
 * then the record. `what` names it in the sentences: 'order' gives "Loading the order" and "The order could not
 * be loaded.".
 */
export function QueryBody<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading the {what}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    )
  if (query.error)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-red-700">
          {errorMessage(query.error, `The ${what} could not be loaded.`)}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  return children(query.data)
}
