import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { couponOfferQueryOptions } from '../api/get-coupon-offer'
import { useExitIntent } from '../hooks/use-exit-intent'

/** The popup's code loads only for the visitors who trigger it. */
const ExitIntentDialog = lazy(() => import('./exit-intent-dialog'))

/**
 * Once per page view, when the mouse heads out through the top of the window, offer the coupon codes. The codes
 * on offer are read then, while the popup's code loads; it opens once they are known, and not at all when no code
 * can be used now (or the read fails).
 */
export function ExitIntentOffer() {
  const queryClient = useQueryClient()
  const [triggered, setTriggered] = useState(false)
  const [open, setOpen] = useState(false)
  useExitIntent(() => {
    setTriggered(true)
    queryClient.fetchQuery(couponOfferQueryOptions).then(
      (answer) => setOpen(answer.offers.length > 0),
      () => setOpen(false),
    )
  })
  if (!triggered) return null
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
