import { lazy, Suspense, useState } from 'react'
import { useExitIntent } from '../hooks/use-exit-intent'

/** The popup's code loads only for the visitors who trigger it. */
const ExitIntentDialog = lazy(() => import('./exit-intent-dialog'))

/** Once per page view, when the mouse heads out through the top of the window, offer the coupon codes. */
export function ExitIntentOffer() {
  const [triggered, setTriggered] = useState(false)
  const [open, setOpen] = useState(false)
  useExitIntent(() => {
    setTriggered(true)
    setOpen(true)
  })
  if (!triggered) return null
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
