import { RotateCw } from 'lucide-react'
import { Button } from './ui/button'
import { Card } from './ui/card'
import { Spinner } from './ui/spinner'
import { cn } from '../lib/utils'

/** A read that failed: what could not be loaded, in the user's words, and a way to try again. */
export function LoadError({
  what,
  onRetry,
  retrying = false,
  className,
}: {
  /** e.g. 'your projects' */
  what: string
  onRetry: () => void
  retrying?: boolean
  className?: string
}) {
  return (
    <Card className={cn('flex flex-col items-center gap-3 p-6 text-center', className)} role="alert">
      <p className="text-slate-700">We could not load {what}. Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <Spinner label="Trying again" className="[&>span:first-child]:size-4" />
        ) : (
          <RotateCw aria-hidden="true" />
        )}
        Try again
      </Button>
    </Card>
  )
}
