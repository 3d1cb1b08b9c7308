import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import {
  LANDING_ADDONS,
  type AddonId,
  BASE_PAGES,
  BASE_PRICE_CENTS,
  clampExtraPages,
  EXTRA_PAGE_CENTS,
  formatCents,
  MAX_EXTRA_PAGES,
} from '../../../../shared/catalog'
import { computeOrderCents } from '../../../../shared/pricing'
import { AddonToggle } from '../../../components/addon-toggle'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useAccount } from '../../../hooks/use-session'
import { toast } from '../../../lib/toast'
import { buildPendingOrder, savePendingOrder } from '../pending-order'

/** Configure the order: extra pages, add-ons and the running total; then on to checkout or account creation. */
export default function OrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [, navigate] = useLocation()
  const { user } = useAccount()
  const [pagesInput, setPagesInput] = useState('0')
  const [addonIds, setAddonIds] = useState<AddonId[]>([])
  const extraPages = clampExtraPages(pagesInput)
  const totalCents = computeOrderCents({ extraPages, addons: addonIds })
  const selected = LANDING_ADDONS.filter((a) => addonIds.includes(a.id))

  const toggle = (id: AddonId) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))

  const placeOrder = () => {
    savePendingOrder(buildPendingOrder(extraPages, addonIds))
    onOpenChange(false)
    if (user) {
      toast({ title: 'Proceeding to Checkout', description: 'Redirecting to payment...' })
      navigate('/checkout')
    } else {
      toast({
        title: 'Redirecting to Account Creation',
        description: 'Create your account to complete the order',
      })
      navigate('/register')
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Build your website order</DialogTitle>
          <DialogDescription>
            Your package includes {BASE_PAGES} pages for {formatCents(BASE_PRICE_CENTS)}. Add pages and
            features if your business needs them.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <Label htmlFor="order-extra-pages">
            Extra pages ({formatCents(EXTRA_PAGE_CENTS)} each, up to {MAX_EXTRA_PAGES})
          </Label>
          <Input
            id="order-extra-pages"
            name="extraPages"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_EXTRA_PAGES}
            step={1}
            value={pagesInput}
            onChange={(e) => setPagesInput(e.target.value)}
            onBlur={() => setPagesInput(String(extraPages))}
            className="w-32"
            aria-describedby="order-extra-pages-hint"
          />
          <p id="order-extra-pages-hint" className="text-xs text-slate-600">
            {BASE_PAGES + extraPages} pages in total.
          </p>
        </div>

        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-sm font-medium text-slate-800">Add-ons (choose any)</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {LANDING_ADDONS.map((a) => (
              <AddonToggle
                key={a.id}
                name={a.name}
                priceCents={a.priceCents}
                on={addonIds.includes(a.id)}
                onToggle={() => toggle(a.id)}
              />
            ))}
          </div>
        </fieldset>

        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 className="sr-only">Order summary</h3>
          <dl className="grid gap-1.5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Website package ({BASE_PAGES} pages)</dt>
              <dd className="font-medium text-slate-900">{formatCents(BASE_PRICE_CENTS)}</dd>
            </div>
            {extraPages > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">
                  {extraPages} extra {extraPages === 1 ? 'page' : 'pages'} × {formatCents(EXTRA_PAGE_CENTS)}
                </dt>
                <dd className="font-medium text-slate-900">{formatCents(extraPages * EXTRA_PAGE_CENTS)}</dd>
              </div>
            )}
            {selected.map((a) => (
              <div key={a.id} className="flex justify-between gap-4">
                <dt className="text-slate-600">{a.name}</dt>
                <dd className="font-medium text-slate-900">{formatCents(a.priceCents)}</dd>
              </div>
            ))}
            <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
              <dt className="font-semibold text-slate-900">Total, one-time</dt>
              <dd className="text-2xl font-bold text-slate-900" aria-live="polite" aria-atomic="true">
                {formatCents(totalCents)}
              </dd>
            </div>
          </dl>
        </div>

        <div className="grid gap-3">
          <Button size="lg" onClick={placeOrder}>
            {user ? 'Proceed to Checkout' : 'Create Account & Place Order'}
          </Button>
          {!user && (
            <p className="text-center text-sm text-slate-600">
              Already have an account?{' '}
              <Link
                href="/login"
                onClick={() => onOpenChange(false)}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Sign in
              </Link>
            </p>
          )}
          <p className="text-center text-xs text-slate-600">
            Coupon codes and your domain are added at checkout.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  )
}
