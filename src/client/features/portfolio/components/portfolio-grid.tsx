import { FolderOpen, RefreshCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { usePortfolio } from '../api/get-portfolio'
import { PortfolioCard } from './portfolio-card'

/**
 * The grid, the empty state or a way to retry. The server renders the page with the list already in it; the
 * spinner shows only when the page is reached from another one in the browser.
 */
export function PortfolioGrid() {
  const { data, isPending, isError, refetch, isFetching } = usePortfolio()

  if (isPending) {
    return (
      <div className="flex min-h-80 items-center justify-center text-brand-700">
        <Spinner className="scale-150" label="Loading portfolio" />
      </div>
    )
  }

  if (isError) {
    return (
      <div className="mx-auto flex min-h-80 max-w-md flex-col items-center justify-center text-center">
        <p className="text-lg font-semibold text-slate-900">We couldn't load our portfolio just now.</p>
        <p className="mt-2 text-slate-600">Please check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }

  if (data.length === 0) {
    return (
      <div className="mx-auto flex min-h-80 max-w-md flex-col items-center justify-center text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FolderOpen className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">No Portfolio Items Yet</h2>
        <p className="mt-2 text-slate-600">Check back soon to see our latest work!</p>
      </div>
    )
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" aria-label="Websites we have built">
      {data.map((item, i) => (
        <li key={item.id} className="flex">
          <PortfolioCard item={item} eager={i === 0} />
        </li>
      ))}
    </ul>
  )
}
