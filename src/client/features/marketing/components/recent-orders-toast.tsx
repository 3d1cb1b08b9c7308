import { lazy, Suspense, useEffect, useState } from 'react'
import { useRecentOrders } from '../api/get-recent-orders'

// The card's code loads only when there are orders to show, on a screen wide enough to show them, once its
// moment has come: nothing of it competes with the page's first load, and a phone never fetches it.
const RecentOrdersCard = lazy(() => import('./recent-orders-card'))

/** How long after the page opens the card first appears. */
export const FIRST_SHOW_MS = 5000
/** Tailwind's `sm` breakpoint: on a narrower screen the card would cover the page, so it is not shown. */
const WIDE_ENOUGH = '(min-width: 640px)'

/** Whether the card's moment has come: FIRST_SHOW_MS after `wanted`, on a wide enough screen (or once it is). */
function useCardDue(wanted: boolean) {
  const [due, setDue] = useState(false)
  const waiting = wanted && !due
  useEffect(() => {
    if (!waiting) return
    const wide = window.matchMedia(WIDE_ENOUGH)
    const onChange = () => {
      if (wide.matches) setDue(true)
    }
    const t = setTimeout(() => {
      onChange()
      wide.addEventListener('change', onChange)
    }, FIRST_SHOW_MS)
    return () => {
      clearTimeout(t)
      wide.removeEventListener('change', onChange)
    }
  }, [waiting])
  return due
}

/** Real recent paid orders, anonymised by the server to type and time; nothing at all when there are none. */
export function RecentOrdersToast({ raised }: { raised: boolean }) {
  const { data } = useRecentOrders()
  const entries = data?.orders ?? []
  const due = useCardDue(entries.length > 0)
  if (!due || entries.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentOrdersCard raised={raised} entries={entries} />
    </Suspense>
  )
}
