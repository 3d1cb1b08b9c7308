import { Clock, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useActivePromotion } from '../api/get-active-promotion'
import { formatRemaining, useCountdown } from '../hooks/use-countdown'

/**
 * The countdown to the real end of the running promotion (a real one). It floats over the page's foot,
 * beside the chat button, so appearing moves nothing; hidden when there is no promotion or it has ended.
 */
export function PromoBanner({ onVisibleChange }: { onVisibleChange: (visible: boolean) => void }) {
  const { data } = useActivePromotion()
  const promotion = data?.promotion ?? null
  const remaining = useCountdown(promotion?.endsAt)
  const [dismissed, setDismissed] = useState(false)
  const visible = !!promotion && remaining !== null && remaining > 0 && !dismissed

  useEffect(() => {
    onVisibleChange(visible)
  }, [visible, onVisibleChange])

  if (!visible || !promotion) return null
  return (
    <>
      <div
        role="region"
        aria-label="Current offer"
        className="fixed bottom-5 left-3 right-[5.5rem] z-30 mx-auto flex min-h-14 max-w-2xl animate-slide-in items-center gap-3 rounded-2xl bg-brand-900 py-2 pl-4 pr-2 text-white shadow-2xl ring-1 ring-white/30 sm:left-5 sm:right-24"
      >
        <Clock className="hidden size-5 shrink-0 text-amber-300 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-xs leading-snug sm:text-sm">
          <a href="#pricing" className="font-semibold underline-offset-2 hover:underline">
            {promotion.title}
          </a>
          {promotion.couponCode && (
            <>
              {' — use code '}
              <span className="rounded bg-white/15 px-1.5 py-0.5 font-mono font-semibold tracking-wide">
                {promotion.couponCode}
              </span>
            </>
          )}
          {' — ends in '}
          <time
            className="whitespace-nowrap font-semibold tabular-nums text-amber-300"
            dateTime={promotion.endsAt}
          >
            {formatRemaining(remaining ?? 0)}
          </time>
        </p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 hover:text-white"
          aria-label="Dismiss offer"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {/* Room below the footer, so the banner never hides its last line. Added below everything: nothing moves. */}
      {createPortal(<div aria-hidden="true" className="h-24 bg-slate-950" />, document.body)}
    </>
  )
}
