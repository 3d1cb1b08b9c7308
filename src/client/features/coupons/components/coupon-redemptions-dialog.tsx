import { Receipt } from 'lucide-react'
import { useState } from 'react'
import type { AdminCoupon, CouponRedemption } from '../../../../shared/contracts/admin-coupons'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { COUPON_REDEMPTIONS_PAGE_SIZE, useCouponRedemptions } from '../api/list-coupon-redemptions'
import { formatDateTime } from '../../../../shared/dates'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

function Customer({ r }: { r: CouponRedemption }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{displayName(r.user)}</p>
      <p className="text-sm text-slate-600">
        <EmailAddress email={r.user.email} />
      </p>
    </div>
  )
}

const columns: DataColumn<CouponRedemption>[] = [
  { id: 'customer', header: 'Customer', cell: (r) => <Customer r={r} />, className: 'max-w-xs' },
  { id: 'order', header: 'Order', cell: (r) => `#${r.orderId}`, className: 'whitespace-nowrap' },
  {
    id: 'amount',
    header: 'Discount',
    align: 'right',
    cell: (r) => formatMoney(r.discountCents, 'USD', { whole: false }),
  },
  { id: 'when', header: 'When', cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
]

/** Who used a coupon, on which order, for how much and when, newest first. */
export function CouponRedemptionsDialog({
  coupon,
  onClose,
}: {
  coupon: AdminCoupon | null
  onClose: () => void
}) {
  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{coupon ? `Redemptions of ${coupon.code}` : 'Redemptions'}</DialogTitle>
          <DialogDescription>
            {coupon
              ? `Used ${coupon.redemptions} time${coupon.redemptions === 1 ? '' : 's'} on paid orders, ${formatMoney(coupon.discountedCents, 'USD', { whole: false })} off in all.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {coupon && <RedemptionsTable key={coupon.id} couponId={coupon.id} />}
      </DialogContent>
    </Dialog>
  )
}

function RedemptionsTable({ couponId }: { couponId: number }) {
  const [page, setPage] = useState(1)
  const redemptions = useCouponRedemptions(couponId, page)
  return (
    <DataTable
      caption="Redemptions"
      columns={columns}
      rows={redemptions.data?.items}
      rowKey={(r) => r.id}
      isPending={redemptions.isPending}
      error={redemptions.error}
      onRetry={() => void redemptions.refetch()}
      retrying={redemptions.isFetching}
      loadingLabel="Loading redemptions"
      errorFallback="The redemptions could not be loaded."
      empty={{
        icon: Receipt,
        title: 'Not used yet',
        description: 'Paid orders that used this code appear here.',
      }}
      card={(r) => (
        <>
          <Customer r={r} />
          <p className="mt-2 text-sm text-slate-700">
            Order #{r.orderId} · {formatMoney(r.discountCents, 'USD', { whole: false })} off ·{' '}
            {formatDateTime(r.createdAt)}
          </p>
        </>
      )}
      paging={{
        page,
        pageSize: COUPON_REDEMPTIONS_PAGE_SIZE,
        total: redemptions.data?.total ?? 0,
        onPageChange: setPage,
      }}
    />
  )
}
