import { ArrowRight, CircleCheck, ShoppingCart } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { BUSINESS_TYPE_OPTIONS } from '../demo-data'

interface OrderValues {
  title: string
  businessType: string
  description: string
}

const EMPTY: OrderValues = { title: '', businessType: '', description: '' }

/**
 * The dashboard's 'Order New Website' dialog with its fields, except that continuing only confirms, in the
 * dialog, what would happen: nothing is stored and no call is made, and the way to order for real is offered.
 */
export function DemoOrderDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [confirmed, setConfirmed] = useState<OrderValues | null>(null)
  const { register, handleSubmit, reset, formState } = useForm<OrderValues>({ defaultValues: EMPTY })
  const { errors } = formState

  const changeOpen = (next: boolean) => {
    if (!next) {
      setConfirmed(null)
      reset(EMPTY)
    }
    setOpen(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Order New Website</DialogTitle>
          <DialogDescription>
            {confirmed
              ? 'Demo order ready: nothing was ordered or charged.'
              : 'Tell us about the website you need. In this demo nothing is ordered.'}
          </DialogDescription>
        </DialogHeader>

        {confirmed ? (
          <div className="grid gap-5">
            <div role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-950">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
              <p className="text-sm">
                <strong className="font-semibold">“{confirmed.title}” is ready to order.</strong> In your real
                dashboard, Continue to Checkout takes you to secure payment and your project starts right
                after. This is a demo, so nothing was saved or sent.
              </p>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Back to the demo</Button>
              </DialogClose>
              <Button asChild>
                <a href="/#pricing">
                  Order for real
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <form
            method="post"
            noValidate
            className="grid gap-4"
            onSubmit={handleSubmit((values) => setConfirmed(values))}
          >
            <Field label="Project Title" error={errors.title?.message}>
              {(p) => (
                <Input
                  {...p}
                  placeholder="e.g. My Bakery Website"
                  {...register('title', {
                    validate: (v) => v.trim() !== '' || 'Project title is required',
                  })}
                />
              )}
            </Field>
            <Field label="Business Type" error={errors.businessType?.message}>
              {(p) => (
                <NativeSelect
                  {...p}
                  {...register('businessType', { required: 'Please choose a business type' })}
                >
                  <option value="">Select business type…</option>
                  {BUSINESS_TYPE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Description" hint="Optional: what the site is for, pages you have in mind.">
              {(p) => <Textarea {...p} rows={4} {...register('description')} />}
            </Field>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit">
                <ShoppingCart aria-hidden="true" />
                Continue to Checkout
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
