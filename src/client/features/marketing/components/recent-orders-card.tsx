import { ShoppingBag, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { BUSINESS_TYPES } from '../../../../shared/contracts/contact'
import { STEPPED_ASIDE, useStepsAside } from '../../../hooks/use-keep-clear'
import { cn } from '../../../lib/utils'
import type { RecentOrder } from '../../../../shared/contracts/marketing'

const ROTATE_MS = 4000
const MAX_ENTRIES = 5

/** How each business type reads in a sentence ("A fitness studio ordered a website"). */
const BUSINESS_NOUNS: Record<(typeof BUSINESS_TYPES)[number]['value'], string> = {
  restaurant: 'restaurant',
  retail: 'retail shop',
  services: 'professional services firm',
  healthcare: 'healthcare practice',
  fitness: 'fitness studio',
  'real-estate': 'real estate agency',
  creative: 'creative freelancer',
  nonprofit: 'non-profit',
  other: 'small business',
}

function describeBusiness(type: string): string {
  const noun = BUSINESS_NOUNS[type as keyof typeof BUSINESS_NOUNS] ?? BUSINESS_NOUNS.other
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`
}

// Made on first use: building it loads the locale's data, which the page's start need not wait for.
let relativeFormat: Intl.RelativeTimeFormat | undefined
const relative = {
  format(value: number, unit: Intl.RelativeTimeFormatUnit) {
    relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    return relativeFormat.format(value, unit)
  },
}

function timeAgo(iso: string, now: number): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000)
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now'
  if (minutes < 60) return relative.format(-minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 24) return relative.format(-hours, 'hour')
  return relative.format(-Math.round(hours / 24), 'day')
}

/**
 * Real recent paid orders, anonymised by the server to type and time. A small card at the bottom left that
 * rotates through them. Fixed, so it moves nothing when it appears; RecentOrdersToast decides when it does. It
 * fades out of the way while a primary control or a guarantee lies beneath it (the pricing card's Order Your
 * Website, after a Pricing link), and comes back once the page has moved on.
 */
export default function RecentOrdersCard({ raised, entries }: { raised: boolean; entries: RecentOrder[] }) {
  const orders = entries.slice(0, MAX_ENTRIES)
  const [dismissed, setDismissed] = useState(false)
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  // Read when a card is shown or rotated, not while rendering, so a render stays pure.
  const [now, setNow] = useState(() => Date.now())
  const count = orders.length
  const [card, setCard] = useState<HTMLDivElement | null>(null)
  const aside = useStepsAside(card, raised)

  useEffect(() => {
    if (dismissed || paused || count < 2) return
    const t = setInterval(() => {
      setNow(Date.now())
      setIndex((i) => (i + 1) % count)
    }, ROTATE_MS)
    return () => clearInterval(t)
  }, [dismissed, paused, count])

  const order = orders[index % Math.max(count, 1)]
  if (dismissed || !order) return null
  return (
    <div
      ref={setCard}
      role="region"
      aria-label="Recent orders"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'fixed left-5 z-30 hidden w-72 animate-slide-in items-center gap-3 rounded-xl bg-white p-3 pr-2 shadow-lg ring-1 ring-slate-900/10 transition-opacity duration-150 sm:flex',
        raised ? 'bottom-24' : 'bottom-5',
        aside && STEPPED_ASIDE,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <ShoppingBag className="size-4" aria-hidden="true" />
      </span>
      <p key={index} className="min-w-0 flex-1 animate-fade-in text-sm leading-snug">
        <span className="font-medium text-slate-900">
          {describeBusiness(order.businessType)} ordered a website
        </span>
        <span className="block text-xs text-slate-600">{timeAgo(order.paidAt, now)}</span>
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="inline-flex size-8 shrink-0 items-center justify-center self-start rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Dismiss recent orders"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
