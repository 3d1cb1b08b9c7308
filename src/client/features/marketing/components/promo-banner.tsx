import { Clock } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useActivePromotion } from '../api/get-active-promotion'

// The bar's code (its countdown, its layout for phone and desktop) loads only while a promotion runs.
const PromoBar = lazy(() => import('./promo-bar'))

/** The running promotion's countdown bar (promo-bar.tsx); nothing when none runs. */
export function PromoBanner({ onVisibleChange }: { onVisibleChange: (visible: boolean) => void }) {
  const promotion = useActivePromotion().data?.promotion ?? null
  if (!promotion) return null
  return (
    <Suspense fallback={null}>
      <PromoBar
        promotion={promotion}
        onVisibleChange={onVisibleChange}
        // Passed in, so the bar's chunk imports nothing beyond the landing page's own files.
        icon={<Clock className="hidden size-5 shrink-0 text-amber-300 sm:block" aria-hidden="true" />}
      />
    </Suspense>
  )
}
