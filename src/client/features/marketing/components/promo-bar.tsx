import { X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { GetActivePromotionResponse } from '../../../../shared/contracts/marketing'
import { PROMO_SLOT_ID } from '../../../components/page-shell'
import { STEPPED_ASIDE, useStepsAside } from '../../../hooks/use-keep-clear'
import { cn } from '../../../lib/utils'
import { formatRemaining, useCountdown } from '../hooks/use-countdown'

/**
 * The countdown to the real end of the running promotion (a real one); hidden when there is none or it has
 * ended. From 640 px up it floats over the page's foot beside the chat button, so appearing moves nothing. On a
 * phone, where a floating bar would cover a good part of every screen, it is a slim strip laid over the top of
 * the first section (whose own padding is taller than the strip), so nothing moves and it scrolls away. Floating,
 * it fades out of the way while a primary control or a guarantee lies beneath it.
 */
export default function PromoBar({
  promotion,
  onVisibleChange,
  icon,
}: {
  promotion: NonNullable<GetActivePromotionResponse['promotion']>
  onVisibleChange: (visible: boolean) => void
  /** The clock beside the text from 640 px up. */
  icon: ReactNode
}) {
  const remaining = useCountdown(promotion.endsAt)
  const [dismissed, setDismissed] = useState(false)
  const visible = remaining !== null && remaining > 0 && !dismissed
  const [bar, setBar] = useState<HTMLDivElement | null>(null)
  const aside = useStepsAside(bar)

  useEffect(() => {
    onVisibleChange(visible)
  }, [visible, onVisibleChange])
  // Gone (the promotion ended or was withdrawn): the page no longer makes room for it.
  useEffect(() => () => onVisibleChange(false), [onVisibleChange])

  const slot = visible ? document.getElementById(PROMO_SLOT_ID) : null
  if (!slot) return null
  return createPortal(
    <>
      <div
        ref={setBar}
        role="region"
        aria-label="Current offer"
        className={cn(
          'absolute inset-x-0 top-0 z-30 flex h-10 items-center gap-3 bg-brand-900 pl-4 pr-1 text-white sm:fixed sm:bottom-5 sm:left-5 sm:right-24 sm:top-auto sm:mx-auto sm:h-auto sm:min-h-14 sm:max-w-2xl sm:animate-slide-in sm:rounded-2xl sm:py-2 sm:pr-2 sm:shadow-2xl sm:ring-1 sm:ring-white/30 sm:transition-opacity sm:duration-150',
          aside && STEPPED_ASIDE,
        )}
      >
        {icon}
        <p className="line-clamp-2 min-w-0 flex-1 text-[11px] leading-tight sm:text-sm sm:leading-snug">
          <a href="#pricing" className="font-semibold underline-offset-2 hover:underline">
            {promotion.title}
          </a>
          {promotion.couponCode && (
            <>
              {' — use code '}
              <span className="rounded bg-white/15 px-1 font-mono font-semibold tracking-wide sm:px-1.5 sm:py-0.5">
                {promotion.couponCode}
              </span>
              {promotion.condition && ` ${promotion.condition}`}
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
      {/* Room below the footer, in the footer's colour, so the floating bar never hides its last line. */}
      {createPortal(<div aria-hidden="true" className="hidden h-24 bg-slate-950 sm:block" />, document.body)}
    </>,
    slot,
  )
}
