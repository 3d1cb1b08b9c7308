import { AlertCircle, Gift, Percent } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { EXTRA_PAGE_CENTS, formatCents } from '../../../../shared/catalog'
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
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage'
import { toast } from '../../../lib/toast'
import { useCreateCouponEmail } from '../api/create-coupon-email'
import { Honeypot } from '../../../components/ui/honeypot'

const FREE_PAGES = 10

const OFFERS = [
  {
    code: 'FREEPAGES10',
    icon: Gift,
    text: `${FREE_PAGES} free extra pages (worth ${formatCents(FREE_PAGES * EXTRA_PAGE_CENTS)})`,
  },
  { code: 'SAVE15', icon: Percent, text: '15% off orders of $150 or more' },
]

function failureMessage(err: unknown): string {
  // A network failure never reached the server; anything else carries the server's own words.
  if (err instanceof ApiError) return errorMessage(err, 'Failed to send coupon codes')
  return 'Failed to send coupon codes. Please try again.'
}

/** Ask for an e-mail and mail the exit-offer codes, valid 24 hours and usable together. */
export default function ExitIntentDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const mutation = useCreateCouponEmail()

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    mutation.mutate(
      { email, website },
      {
        onSuccess: (res) => {
          writeStorage(STORAGE_KEYS.exitIntentEmail, email.trim())
          onOpenChange(false)
          toast({ title: 'Check your inbox', description: res.message, variant: 'success' })
          window.history.replaceState(window.history.state, '', '/#pricing')
          // After the dialog has returned focus, so the scroll is not undone.
          setTimeout(() => document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth' }), 50)
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Before you go: two codes for your website</DialogTitle>
          <DialogDescription>
            Leave your e-mail and we&apos;ll send you both codes. They are valid for 24 hours and can be used
            together on one order.
          </DialogDescription>
        </DialogHeader>

        <ul className="grid gap-2">
          {OFFERS.map((o) => (
            <li
              key={o.code}
              className="flex items-center gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50 p-3"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700">
                <o.icon className="size-4" aria-hidden="true" />
              </span>
              <span className="text-sm">
                <span className="block font-mono font-bold tracking-wide text-brand-900">{o.code}</span>
                <span className="text-slate-700">{o.text}</span>
              </span>
            </li>
          ))}
        </ul>

        <form onSubmit={onSubmit} className="relative grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="exit-offer-email">Your email address</Label>
            <Input
              id="exit-offer-email"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@yourbusiness.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Honeypot name="website" value={website} onChange={(e) => setWebsite(e.target.value)} />
          {mutation.isError && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {failureMessage(mutation.error)}
            </p>
          )}
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending ? (
              <>
                <Spinner label="Sending the codes" />
                Sending...
              </>
            ) : (
              'Send Me the Codes'
            )}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            No thanks
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
