import { Plus, Ticket } from 'lucide-react'
import { useState } from 'react'
import type { AdminCoupon } from '../../../../shared/contracts/admin-coupons'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { cn } from '../../../lib/utils'
import { ADMIN_COUPONS_PAGE_SIZE, useAdminCoupons } from '../api/list-admin-coupons'
import { useUpdateCoupon } from '../api/update-coupon'
import { type CouponTarget, CouponDialog } from './coupon-dialog'
import { CouponRedemptionsDialog } from './coupon-redemptions-dialog'
import { formatDate } from '../../../../shared/dates'
import { formatMoney } from '../../../../shared/money'

/** What a coupon gives, in a few words: `15% off`, `$20.00 off`, `10 free pages`. */
export function couponDiscount(c: Pick<AdminCoupon, 'kind' | 'value'>): string {
  if (c.kind === 'percent') return `${c.value}% off`
  if (c.kind === 'fixed') return `${formatMoney(Math.round(c.value * 100), 'USD', { whole: false })} off`
  return `${c.value} free page${c.value === 1 ? '' : 's'}`
}

function limitsWords(c: AdminCoupon): string {
  const total = c.maxRedemptions === null ? 'No total limit' : `${c.maxRedemptions} in all`
  const each = c.perCustomerLimit === null ? 'no limit per customer' : `${c.perCustomerLimit} per customer`
  return `${total}, ${each}`
}

const expired = (c: AdminCoupon) => c.expiresAt !== null && Date.parse(c.expiresAt) <= Date.now()

function CouponStatus({ coupon }: { coupon: AdminCoupon }) {
  if (!coupon.active) return <Badge variant="secondary">Inactive</Badge>
  if (expired(coupon)) return <Badge variant="warning">Expired</Badge>
  return <Badge variant="success">Active</Badge>
}

/**
 * Coupon codes: every code with its terms, limits, expiry and uses so far; a new code, edits to its words, limits
 * and expiry, deactivation (after asking) and reactivation, and the list of its redemptions.
 */
export function CouponCodes() {
  const [page, setPage] = useState(1)
  const coupons = useAdminCoupons(page)
  const [editing, setEditing] = useState<CouponTarget | null>(null)
  const [deactivating, setDeactivating] = useState<AdminCoupon | null>(null)
  const [viewing, setViewing] = useState<AdminCoupon | null>(null)
  const update = useUpdateCoupon()
  const total = coupons.data?.total

  const reactivate = (c: AdminCoupon) =>
    update.mutate(
      { id: c.id, body: { active: true } },
      {
        onSuccess: () =>
          toast({
            title: 'Coupon Reactivated',
            description: `${c.code} can be used again.`,
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'The coupon could not be reactivated. Please try again.'),
            variant: 'destructive',
          }),
      },
    )

  // In the table's last column they line up at its right edge; on a phone's card, under the text at its left.
  const actions = (c: AdminCoupon, align: 'end' | 'start' = 'end') => (
    <div
      className={cn('flex flex-wrap gap-2', align === 'end' ? 'justify-end lg:flex-nowrap' : 'justify-start')}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => setEditing({ kind: 'edit', coupon: c })}
        aria-label={`Edit ${c.code}`}
      >
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setViewing(c)}
        aria-label={`Redemptions of ${c.code}`}
      >
        Redemptions
      </Button>
      {c.active ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setDeactivating(c)}
          aria-label={`Deactivate ${c.code}`}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => reactivate(c)}
          disabled={update.isPending}
          aria-label={`Reactivate ${c.code}`}
        >
          Reactivate
        </Button>
      )}
    </div>
  )

  const columns: DataColumn<AdminCoupon>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (c) => (
        <>
          <span className="font-mono font-semibold tracking-wide text-slate-900">{c.code}</span>
          <span className="block text-sm text-slate-600">{c.description}</span>
        </>
      ),
      className: 'max-w-xs',
    },
    {
      id: 'terms',
      header: 'Discount',
      cell: (c) => (
        <>
          <span className="font-medium text-slate-900">{couponDiscount(c)}</span>
          <span className="block text-sm text-slate-600">
            {c.minOrderCents > 0
              ? `Orders of ${formatMoney(c.minOrderCents, 'USD', { whole: false })}+`
              : 'Any order'}
          </span>
        </>
      ),
    },
    { id: 'limits', header: 'Limits', cell: limitsWords, className: 'text-sm text-slate-700' },
    {
      id: 'expires',
      header: 'Expires',
      cell: (c) => (c.expiresOn ? formatDate(c.expiresOn) : 'Never'),
      className: 'whitespace-nowrap',
    },
    { id: 'status', header: 'Status', cell: (c) => <CouponStatus coupon={c} /> },
    {
      id: 'used',
      header: 'Used',
      align: 'right',
      cell: (c) => (
        <>
          <span className="font-medium text-slate-900">{c.redemptions}</span>
          <span className="block whitespace-nowrap text-xs text-slate-600">
            {formatMoney(c.discountedCents, 'USD', { whole: false })} off
          </span>
        </>
      ),
    },
    { id: 'actions', header: 'Actions', align: 'right', cell: (c) => actions(c) },
  ]

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">Coupon codes</h2>
            <CardDescription>
              {total === undefined ? 'Codes' : `${total} code${total === 1 ? '' : 's'}`}, newest first. The
              exit offer and the promotion banner show the words set here.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing({ kind: 'create' })} className="w-full sm:w-auto">
            <Plus aria-hidden="true" />
            New Coupon
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Coupon codes"
          columns={columns}
          rows={coupons.data?.items}
          rowKey={(c) => c.id}
          isPending={coupons.isPending}
          error={coupons.error}
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
          loadingLabel="Loading coupon codes"
          errorFallback="The coupon codes could not be loaded."
          empty={{
            icon: Ticket,
            title: 'No coupon codes yet',
            description: 'Click New Coupon to create the first one.',
          }}
          card={(c) => (
            <>
              <div className="flex items-start justify-between gap-2">
                <span className="font-mono font-semibold tracking-wide [overflow-wrap:anywhere] text-slate-900">
                  {c.code}
                </span>
                <CouponStatus coupon={c} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{c.description}</p>
              <p className="mt-2 text-sm text-slate-700">
                {couponDiscount(c)}
                {c.minOrderCents > 0 &&
                  ` · orders of ${formatMoney(c.minOrderCents, 'USD', { whole: false })}+`}{' '}
                · {c.expiresOn ? `expires ${formatDate(c.expiresOn)}` : 'never expires'}
              </p>
              <p className="text-sm text-slate-700">{limitsWords(c)}</p>
              <p className="text-sm text-slate-700">
                Used {c.redemptions} time{c.redemptions === 1 ? '' : 's'},{' '}
                {formatMoney(c.discountedCents, 'USD', { whole: false })} off
              </p>
              <div className="mt-3">{actions(c, 'start')}</div>
            </>
          )}
          paging={{ page, pageSize: ADMIN_COUPONS_PAGE_SIZE, total: total ?? 0, onPageChange: setPage }}
        />
      </CardContent>
      <CouponDialog target={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeactivateDialog coupon={deactivating} onClose={() => setDeactivating(null)} />
      <CouponRedemptionsDialog coupon={viewing} onClose={() => setViewing(null)} />
    </Card>
  )
}

/** Asks before withdrawing a code: checkouts refuse it from then on, until it is reactivated. */
function DeactivateDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const update = useUpdateCoupon()
  return (
    <ConfirmDialog
      open={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Deactivate coupon?"
      question={
        coupon
          ? `Checkouts will refuse ${coupon.code} and the site stops offering it. Orders already paid keep their discount. You can reactivate it later.`
          : ''
      }
      confirmLabel="Deactivate"
      pendingLabel="Deactivating…"
      pending={update.isPending}
      onConfirm={() =>
        coupon &&
        update.mutate(
          { id: coupon.id, body: { active: false } },
          {
            onSuccess: () => {
              toast({
                title: 'Coupon Deactivated',
                description: `${coupon.code} can no longer be used.`,
                variant: 'success',
              })
              onClose()
            },
            onError: (err) =>
              toast({
                title: 'Error',
                description: errorMessage(err, 'The coupon could not be deactivated. Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    />
  )
}
