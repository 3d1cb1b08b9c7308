import { ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from './ui/button'

/**
 * The test provider's stand-in for the bank's 3-D Secure page, as Stripe's test mode shows one: the cardholder
 * completes or fails the authentication, and the payment goes on with that answer. No money moves.
 */
export function TestAuthentication({
  amountText,
  pending,
  onAnswer,
}: {
  amountText: string
  pending: boolean
  onAnswer: (answer: 'complete' | 'fail') => void
}) {
  const complete = useRef<HTMLButtonElement>(null)
  useEffect(() => complete.current?.focus(), [])
  return (
    <div
      role="group"
      aria-labelledby="test-authentication-title"
      className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <p id="test-authentication-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
        Your bank asks you to confirm this payment
      </p>
      <p>
        3-D Secure test: confirm the payment of {amountText}, or fail the check to see what a refused one
        does. No money moves.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={complete} type="button" onClick={() => onAnswer('complete')} disabled={pending}>
          Complete authentication
        </Button>
        <Button type="button" variant="outline" onClick={() => onAnswer('fail')} disabled={pending}>
          Fail authentication
        </Button>
      </div>
    </div>
  )
}
