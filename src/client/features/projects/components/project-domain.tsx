import { Check, Globe } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { DOMAIN_RENEWAL_CENTS } from '../../../../shared/catalog'
import { ClaimFreeDomainRequestSchema, type ProjectDomain } from '../../../../shared/contracts/project-domain'
import { DOMAIN_REQUIRED } from '../../../../shared/contracts/domains'
import { formatDate } from '../../../../shared/dates'
import { DOMAIN_STATUS_LABELS, type DomainRequestStatus } from '../../../../shared/states'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Spinner } from '../../../components/ui/spinner'
import { useCheckDomain } from '../../../lib/check-domain'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useClaimFreeDomain } from '../api/claim-free-domain'
import { useProjectDomain } from '../api/get-project-domain'
import { formatMoney } from '../../../../shared/money'

const STATUS_VARIANT: Record<DomainRequestStatus, 'warning' | 'success' | 'destructive' | 'outline'> = {
  pending_registration: 'warning',
  registered: 'success',
  failed: 'destructive',
  cancelled: 'outline',
}

/** What the status means for the customer, in a sentence under its badge. */
function statusLine(domain: NonNullable<ProjectDomain['domain']>): string {
  switch (domain.status) {
    case 'pending_registration':
      return `Requested on ${formatDate(domain.requestedAt)}. The studio registers it for you, usually within 24 hours.`
    case 'registered':
      return domain.expiresOn ? `Registered. It renews on ${formatDate(domain.expiresOn)}.` : 'Registered.'
    case 'failed': {
      const reason = domain.failureReason ? ` (${domain.failureReason.replace(/[.\s]+$/, '')})` : ''
      const fee =
        domain.priceCents > 0 && domain.feeRefunded
          ? ` Its ${formatMoney(domain.priceCents, 'USD', { whole: false })} fee was refunded; the credit note is under Billing.`
          : ''
      return `We could not register it${reason}.${fee}`
    }
    case 'cancelled':
      return 'Cancelled with the project.'
  }
}

/**
 * The project's domain on the dashboard: its status, and, while the project is in progress without one, the
 * site's free .com to claim (skipped at checkout, or another name after a free one could not be registered).
 */
export function ProjectDomainPanel({ projectId }: { projectId: number }) {
  const query = useProjectDomain(projectId)
  // The project's own facts come first; a domain that cannot be read leaves the panel out rather than block them.
  if (!query.data) return null
  const { domain, canClaimFreeDomain } = query.data
  if (!domain && !canClaimFreeDomain) return null
  return (
    <section aria-labelledby={`project-${projectId}-domain`} className="grid min-w-0 gap-3">
      <h3 id={`project-${projectId}-domain`} className="text-sm font-medium text-slate-900">
        Domain
      </h3>
      {domain && (
        <div className="grid gap-1 rounded-lg border border-slate-200 px-3 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
              {domain.domainName}
            </span>
            <Badge variant={STATUS_VARIANT[domain.status]}>{DOMAIN_STATUS_LABELS[domain.status]}</Badge>
          </div>
          <p className="text-sm text-slate-700">{statusLine(domain)}</p>
        </div>
      )}
      {canClaimFreeDomain && <ClaimFreeDomain projectId={projectId} another={domain?.status === 'failed'} />}
    </section>
  )
}

function ClaimFreeDomain({ projectId, another }: { projectId: number; another: boolean }) {
  const id = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [found, setFound] = useState<string | null>(null)
  const check = useCheckDomain()
  const claim = useClaimFreeDomain(projectId)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFound(null)
    const parsed = ClaimFreeDomainRequestSchema.safeParse({ domain: name })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? DOMAIN_REQUIRED)
    setError(null)
    check.mutate(parsed.data, {
      onSuccess: (res) => {
        if (res.available) setFound(res.domain)
        else setError(res.error || 'This domain is not available')
      },
      onError: () => setError('Failed to check domain availability'),
    })
  }

  const take = (domain: string) =>
    claim.mutate(
      { domain },
      {
        onSuccess: (res) =>
          toast({ title: 'Domain requested', description: res.message, variant: 'success' }),
        onError: (err) => {
          setFound(null)
          setError(errorMessage(err, 'The domain could not be requested. Please try again.'))
        },
      },
    )

  const checking = check.isPending
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={another ? 'Choose another name' : 'Claim your free .com'}
      className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
    >
      <p className="text-sm font-semibold text-slate-900">
        {another ? 'Choose another name' : 'Your free .com domain'}
      </p>
      <p className="text-sm text-slate-700">
        {another
          ? 'Your site still comes with a .com, free for its first year. Check another name and we register it for you.'
          : `Your site comes with a .com domain, free for its first year (then ${formatMoney(DOMAIN_RENEWAL_CENTS)}/year). Check a name and we register it for you.`}
      </p>
      <Label htmlFor={id}>Domain name</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={name}
          onChange={(e) => {
            setName(e.target.value.toLowerCase())
            setFound(null)
            setError(null)
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          placeholder="e.g. mybakery.com"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 bg-white"
        />
        <Button type="submit" variant="outline" disabled={checking || claim.isPending} className="bg-white">
          {checking ? <Spinner label="Checking the name" /> : <Globe aria-hidden="true" />}
          {checking ? 'Checking...' : 'Check'}
        </Button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : found ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2 text-emerald-900">
              <Check className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <strong>{found}</strong> is available — free for the first year
              </span>
            </span>
            <Button
              type="button"
              size="sm"
              disabled={claim.isPending}
              onClick={() => take(found)}
              aria-label={claim.isPending ? undefined : `Claim ${found}`}
            >
              {claim.isPending && <Spinner label="Requesting the domain" />}
              {claim.isPending ? 'Requesting...' : 'Claim'}
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  )
}
