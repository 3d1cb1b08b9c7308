import { lazy, Suspense } from 'react'
import { useRecentOrders } from '../api/get-recent-orders'

// The card's code loads only when there are orders to show.
const RecentOrdersCard = lazy(() => import('./recent-orders-card'))

/** Real recent paid orders, anonymised by the server to type and time; nothing at all when there are none. */
export function RecentOrdersToast({ raised }: { raised: boolean }) {
  const { data } = useRecentOrders()
  const entries = data?.orders ?? []
  if (entries.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentOrdersCard raised={raised} entries={entries} />
    </Suspense>
  )
}
