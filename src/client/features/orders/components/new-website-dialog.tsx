import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { type AddonId, BASE_PAGES, BASE_PRICE_CENTS } from '../../../../shared/catalog'
import { AddonChoices, ExtraPagesField } from '../../../components/order-choices'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { buildPendingOrder, type PendingOrder, savePendingOrder } from '../pending-order'
import { OrderTotal } from './order-total'
import { formatMoney } from '../../../../shared/money'

/** The business types the dashboard's order dialog offers (dashboards.md §2). */
export const NEW_WEBSITE_BUSINESS_TYPES = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'retail', label: 'Retail' },
  { value: 'service', label: 'Service' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'other', label: 'Other' },
] as const

interface NewWebsiteValues {
  title: string
  businessType: string
  description: string
}

const EMPTY: NewWebsiteValues = { title: '', businessType: '', description: '' }

/**
 * 'Order New Website' from the dashboard: the project's name, type and description, and the same extra pages
 * and add-ons as the landing page's dialog and the checkout offer. It is kept as the pending order (standard
 * timeline) and the checkout, where everything can still be changed, takes it from there. `onContinue` takes
 * the order instead, neither kept nor taken to checkout (the demo dashboard says what would happen).
 */
export function NewWebsiteDialog({
  open,
  onOpenChange,
  onContinue,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onContinue?: (order: PendingOrder) => void
}) {
  const navigate = useNavigate()
  const { register, handleSubmit, reset, formState } = useForm<NewWebsiteValues>({ defaultValues: EMPTY })
  const { errors } = formState
  const [extraPages, setExtraPages] = useState(0)
  const [addonIds, setAddonIds] = useState<AddonId[]>([])
  const toggle = (id: AddonId) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))

  const onSubmit = handleSubmit((v) => {
    const description = v.description.trim()
    const order: PendingOrder = {
      ...buildPendingOrder(extraPages, addonIds),
      title: v.title.trim(),
      businessType: v.businessType,
      ...(description ? { description } : {}),
      timeline: 'standard',
    }
    reset(EMPTY)
    setExtraPages(0)
    setAddonIds([])
    onOpenChange(false)
    if (onContinue) return onContinue(order)
    savePendingOrder(order)
    void navigate('/checkout')
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Order New Website</DialogTitle>
          <DialogDescription>
            A professional {BASE_PAGES}-page website from {formatMoney(BASE_PRICE_CENTS)}. Add pages and
            features if your business needs them; you can still change them at checkout.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field label="Project Title" error={errors.title?.message}>
            {(p) => (
              <Input
                {...p}
                required
                maxLength={200}
                placeholder="e.g. Corner Bakery website"
                {...register('title', {
                  validate: (t) => !!t.trim() || 'Project Title is required',
                })}
              />
            )}
          </Field>
          <Field label="Business Type" error={errors.businessType?.message}>
            {(p) => (
              <NativeSelect
                {...p}
                required
                {...register('businessType', { required: 'Please choose a business type' })}
              >
                <option value="">Select your business type</option>
                {NEW_WEBSITE_BUSINESS_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            label="Description"
            hint="Optional: what your business does and what the site should achieve."
          >
            {(p) => <Textarea {...p} rows={4} maxLength={5000} {...register('description')} />}
          </Field>
          <ExtraPagesField extraPages={extraPages} onChange={setExtraPages} />
          <AddonChoices selected={addonIds} onToggle={toggle} />
          <OrderTotal extraPages={extraPages} addonIds={addonIds} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">
              Continue to Checkout
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
