import { Check, Globe, Plus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  CheckDomainRequestSchema,
  type CheckDomainResponse,
  DOMAIN_REQUIRED,
} from '../../../../shared/contracts/domains'
import { Button } from '../../../components/ui/button'
import { RemoveButton } from './remove-button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useCheckDomain } from '../../../lib/check-domain'
import type { CheckoutOrder } from '../hooks/use-checkout-order'
import { BusyIcon } from './busy-icon'
import { formatMoney } from '../../../../shared/money'

/** A first year's price as the order shows it: a .com's is free. */
const firstYear = (cents: number) =>
  cents === 0 ? 'free for the first year' : `${formatMoney(cents)} for the first year`

/** A domain to register with the site: checked by the server, then added to the order for its first year. */
export function DomainField({ order, disabled }: { order: CheckoutOrder; disabled?: boolean }) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [found, setFound] = useState<CheckDomainResponse | null>(null)
  const check = useCheckDomain()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFound(null)
    const wanted = name.trim().toLowerCase()
    if (!wanted) return setError(DOMAIN_REQUIRED)
    const parsed = CheckDomainRequestSchema.safeParse({ domain: wanted })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DOMAIN_REQUIRED)
    setError(null)
    check.mutate(parsed.data, {
      onSuccess: (res) => {
        if (res.available) setFound(res)
        else setError(res.error || 'This domain is not available')
      },
      onError: () => setError('Failed to check domain availability'),
    })
  }

  const chosen = order.domain
  if (chosen)
    return (
      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-slate-800">Domain</p>
        <div className="flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">{chosen.name}</span>
            <span className="block text-slate-700">
              Registered with your site: {firstYear(chosen.priceCents)}, then{' '}
              {formatMoney(chosen.renewalCents)}/year
            </span>
          </span>
          <RemoveButton
            label={`Remove domain ${chosen.name}`}
            disabled={disabled}
            onClick={() => order.setDomain(null)}
          />
        </div>
      </div>
    )

  const pending = check.isPending
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={id}>Domain name</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={name}
          onChange={(e) => {
            setName(e.target.value.toLowerCase())
            setFound(null)
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          placeholder="e.g. mybakery.com"
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" variant="outline" disabled={disabled || pending}>
          {pending ? <BusyIcon /> : <Globe aria-hidden="true" />}
          {pending ? 'Checking...' : 'Check'}
        </Button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : found ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2 text-emerald-900">
              <Check className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <strong>{found.domain}</strong> is available — {firstYear(found.priceCents)}, then{' '}
                {formatMoney(found.renewalPriceCents)}/year
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              disabled={disabled}
              onClick={() => {
                order.chooseDomain(found.domain)
                setFound(null)
                setName('')
              }}
            >
              <Plus aria-hidden="true" />
              Add to order
            </Button>
          </div>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Optional: we register it for you and connect it to your site.
          </p>
        )}
      </div>
    </form>
  )
}
