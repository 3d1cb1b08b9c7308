import { AlertCircle, BadgeDollarSign, Gift, Percent } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import type { CouponOffer } from '../../../../shared/contracts/coupons'
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
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage'
import { toast } from '../../../lib/toast'
import { useCreateCouponEmail } from '../api/create-coupon-email'
import { useCouponOffer } from '../api/get-coupon-offer'
import { Honeypot } from '../../../components/ui/honeypot'

const KIND_ICONS = { free_pages: Gift, percent: Percent, fixed: BadgeDollarSign } as const

const COUNT_WORDS = ['no codes', 'a code', 'two codes', 'three codes']

/** The heading and the line under it, for the codes on offer. */
function offerWords(offers: readonly CouponOffer[] | undefined) {
  const n = offers?.length ?? 2
  const codes = COUNT_WORDS[n] ?? `${n} codes`
  const together = n > 1 && offers?.every((o) => o.stackable) !== false
  return {
    title: `Before you go: ${codes} for your website`,
    description: `Leave your e-mail and we'll send you ${n === 1 ? 'the code' : n === 2 ? 'both codes' : 'the codes'}.${
      together ? ' They can be used together on one order.' : ''
    }`,
  }
}

function failureMessage(err: unknown): string {
  // A network failure never reached the server; anything else carries the server's own words.
  if (err instanceof ApiError) return errorMessage(err, 'Failed to send coupon codes')
  return 'Failed to send coupon codes. Please try again.'
}

/** Ask for an e-mail and mail the exit-offer codes, each with its own rules (its last day, its uses). */
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
  // The codes and their words come from the coupons an admin manages: one withdrawn or expired is not offered.
  const offer = useCouponOffer()
  const offers = offer.data?.offers
  const words = offerWords(offers)
  const nothingOffered = offers?.length === 0

  useEffect(() => {
    if (nothingOffered) onOpenChange(false)
  }, [nothingOffered, onOpenChange])

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
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>

        {offer.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading the offer</span>
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </div>
        ) : offers ? (
          <ul className="grid gap-2">
            {offers.map((o) => {
              const Icon = KIND_ICONS[o.kind]
              return (
                <li
                  key={o.code}
                  className="flex items-center gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50 p-3"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-sm">
                    <span className="block font-mono font-bold tracking-wide text-brand-900">{o.code}</span>
                    <span className="text-slate-700">{o.description}</span>
                    <span className="block text-xs text-slate-600">{o.rules}</span>
                  </span>
                </li>
              )
            })}
          </ul>
        ) : null}

        <form method="post" onSubmit={onSubmit} className="relative grid gap-3">
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
