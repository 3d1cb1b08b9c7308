import { Clock, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useActivePromotion } from '../api/get-active-promotion'
import { PROMO_SLOT_ID } from '../../../components/page-shell'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { formatRemaining, useCountdown } from '../hooks/use-countdown'

/**
 * The countdown to the real end of the running promotion (a real one); hidden when there is none or it has
 * ended. From 640 px up it floats over the page's foot beside the chat button, so appearing moves nothing. On a
 * phone, where a floating bar would cover a good part of every screen, it is a slim strip at the top of the
 * page that scrolls away with it.
 */
export function PromoBanner({ onVisibleChange }: { onVisibleChange: (visible: boolean) => void }) {
  const { data } = useActivePromotion()
  const promotion = data?.promotion ?? null
  const remaining = useCountdown(promotion?.endsAt)
  const [dismissed, setDismissed] = useState(false)
  const floating = useMediaQuery('(min-width: 640px)')
  const visible = !!promotion && remaining !== null && remaining > 0 && !dismissed

  useEffect(() => {
    onVisibleChange(visible && floating)
  }, [visible, floating, onVisibleChange])

  if (!visible || !promotion) return null
  const offer = (
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
  )
  const dismiss = (
    <button
      type="button"
      onClick={() => setDismissed(true)}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 hover:text-white"
      aria-label="Dismiss offer"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  )
  if (!floating) {
    const slot = document.getElementById(PROMO_SLOT_ID)
    if (!slot) return null
    // Laid over the top of the first section, whose own top padding is taller than the strip: nothing moves
    // when it appears, and it scrolls away with the page.
    return createPortal(
      <div
        role="region"
        aria-label="Current offer"
        className="absolute inset-x-0 top-0 z-10 flex h-10 items-center gap-2 bg-brand-900 pl-4 pr-1 text-white"
      >
        <p className="line-clamp-2 min-w-0 flex-1 text-[11px] leading-tight">
          <a href="#pricing" className="font-semibold">
            {promotion.title}
          </a>
          {promotion.couponCode && <span className="font-mono">{` · ${promotion.couponCode}`}</span>}
          {promotion.condition && ` ${promotion.condition}`}
          {' · '}
          <time className="font-semibold tabular-nums text-amber-300" dateTime={promotion.endsAt}>
            {formatRemaining(remaining ?? 0)}
          </time>
        </p>
        {dismiss}
      </div>,
      slot,
    )
  }
  return (
    <>
      <div
        role="region"
        aria-label="Current offer"
        className="fixed bottom-5 left-5 right-24 z-30 mx-auto flex min-h-14 max-w-2xl animate-slide-in items-center gap-3 rounded-2xl bg-brand-900 py-2 pl-4 pr-2 text-white shadow-2xl ring-1 ring-white/30"
      >
        <Clock className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
        {offer}
        {dismiss}
      </div>
      {/* Room below the footer, in the footer's colour, so the banner never hides its last line. */}
      {createPortal(<div aria-hidden="true" className="h-24 bg-slate-950" />, document.body)}
    </>
  )
}
