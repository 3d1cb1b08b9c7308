import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { type AddonId, BASE_PAGES, BASE_PRICE_CENTS } from '../../../../shared/catalog'
import { AddonChoices, ExtraPagesField } from '../../../components/order-choices'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { useAccount } from '../../../hooks/use-session'
import { toast } from '../../../lib/toast'
import { buildPendingOrder, savePendingOrder } from '../pending-order'
import { OrderTotal } from './order-total'
import { formatMoney } from '../../../../shared/money'

/** Configure the order: extra pages, add-ons and the running total; then on to checkout or account creation. */
export default function OrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const navigate = useNavigate()
  const { user } = useAccount()
  const [extraPages, setExtraPages] = useState(0)
  const [addonIds, setAddonIds] = useState<AddonId[]>([])

  const toggle = (id: AddonId) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))

  const placeOrder = () => {
    savePendingOrder(buildPendingOrder(extraPages, addonIds))
    onOpenChange(false)
    if (user) {
      toast({ title: 'Proceeding to Checkout', description: 'Redirecting to payment...' })
      void navigate('/checkout')
    } else {
      toast({
        title: 'Redirecting to Account Creation',
        description: 'Create your account to complete the order',
      })
      void navigate('/register')
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Build your website order</DialogTitle>
          <DialogDescription>
            Your package includes {BASE_PAGES} pages for {formatMoney(BASE_PRICE_CENTS)}. Add pages and
            features if your business needs them.
          </DialogDescription>
        </DialogHeader>

        <ExtraPagesField extraPages={extraPages} onChange={setExtraPages} />
        <AddonChoices selected={addonIds} onToggle={toggle} />
        <OrderTotal extraPages={extraPages} addonIds={addonIds} />

        <div className="grid gap-3">
          <Button size="lg" onClick={placeOrder}>
            {user ? 'Proceed to Checkout' : 'Create Account & Place Order'}
          </Button>
          {!user && (
            <p className="text-center text-sm text-slate-600">
              Already have an account?{' '}
              <Link
                to="/login"
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
