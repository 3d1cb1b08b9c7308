import { Globe, RotateCcw, Stamp } from 'lucide-react'
import { useState } from 'react'
import type { AdminDomainRequest } from '../../../../shared/contracts/admin-domains'
import { formatDate } from '../../../../shared/dates'
import {
  DOMAIN_REQUEST_STATUSES,
  DOMAIN_STATUS_LABELS,
  type DomainRequestStatus,
} from '../../../../shared/states'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { cn } from '../../../lib/utils'
import { ADMIN_DOMAINS_PAGE_SIZE, useAdminDomains } from '../api/list-admin-domains'
import { RefundDomainFeeDialog } from './refund-domain-fee-dialog'
import { RegisterDomainDialog } from './register-domain-dialog'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

const STATUS_VARIANT: Record<DomainRequestStatus, 'warning' | 'success' | 'destructive' | 'outline'> = {
  pending_registration: 'warning',
  registered: 'success',
  failed: 'destructive',
  cancelled: 'outline',
}

/**
 * Domains: the names customers bought at checkout, newest first. The studio registers each by hand at a registrar
 * and records it here (Register on a pending row): registered with its renewal date, or failed with the reason.
 */
export function DomainsTab() {
  const [status, setStatus] = useState<DomainRequestStatus | undefined>(undefined)
  const [page, setPage] = useState(1)
  const domains = useAdminDomains({ page, status })
  const [registering, setRegistering] = useState<AdminDomainRequest | null>(null)
  const [refunding, setRefunding] = useState<AdminDomainRequest | null>(null)
  const actions = { onRegister: setRegistering, onRefund: setRefunding }
  const total = domains.data?.total

  const columns: DataColumn<AdminDomainRequest>[] = [
    {
      id: 'domain',
      header: 'Domain',
      cell: (d) => (
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{d.domainName}</span>
      ),
      className: 'max-w-56',
    },
    { id: 'customer', header: 'Customer', cell: (d) => <Customer request={d} />, className: 'max-w-64' },
    {
      id: 'project',
      header: 'Project',
      cell: (d) => d.project?.title ?? <span className="text-slate-500">—</span>,
      className: 'max-w-48 [overflow-wrap:anywhere]',
    },
    { id: 'status', header: 'Status', cell: (d) => <DomainStatus request={d} /> },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      cell: (d) => formatMoney(d.priceCents, 'USD', { whole: false }),
    },
    {
      id: 'requested',
      header: 'Requested',
      cell: (d) => formatDate(d.createdAt),
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (d) => <DomainActions request={d} {...actions} />,
    },
  ]

  return (
    <section aria-labelledby="domains-heading" className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="domains-heading" className="text-lg font-semibold">
                Domain requests
              </h2>
              <Badge variant="warning">Manual Registration Required</Badge>
            </div>
            <CardDescription aria-live="polite">
              {total === undefined
                ? 'Domains customers bought with their website, newest first.'
                : `${total} request${total === 1 ? '' : 's'}${status ? ` ${DOMAIN_STATUS_LABELS[status].toLowerCase()}` : ''}.`}{' '}
              Register each pending domain at a registrar, then record it here; the customer is told.
            </CardDescription>
          </div>
          <div className="grid w-full gap-1.5 sm:w-56">
            <Label htmlFor="domains-status-filter">Status</Label>
            <NativeSelect
              id="domains-status-filter"
              value={status ?? ''}
              onChange={(e) => {
                setStatus((e.target.value || undefined) as DomainRequestStatus | undefined)
                setPage(1)
              }}
            >
              <option value="">All statuses</option>
              {DOMAIN_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {DOMAIN_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent>
          <div aria-busy={domains.isPlaceholderData} className="aria-busy:opacity-70">
            <DataTable
              caption="Domain requests"
              columns={columns}
              rows={domains.data?.items}
              rowKey={(d) => d.id}
              isPending={domains.isPending}
              error={domains.data ? null : domains.error}
              onRetry={() => void domains.refetch()}
              retrying={domains.isFetching}
              loadingLabel="Loading domain requests"
              errorFallback="The domain requests could not be loaded."
              empty={{
                icon: Globe,
                title: 'No domain requests found',
                description: status
                  ? 'Choose another status to see more.'
                  : 'Domains appear here when a customer buys one with their website.',
              }}
              card={(d) => (
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <span className="font-medium [overflow-wrap:anywhere] text-slate-900">
                      {d.domainName}
                    </span>
                    <DomainStatus request={d} />
                  </div>
                  <Customer request={d} />
                  <p className="text-sm text-slate-700">
                    {d.project ? `${d.project.title} · ` : ''}
                    {formatMoney(d.priceCents, 'USD', { whole: false })} · requested {formatDate(d.createdAt)}
                  </p>
                  <DomainActions request={d} {...actions} align="start" />
                </div>
              )}
              paging={
                domains.data && {
                  page,
                  pageSize: ADMIN_DOMAINS_PAGE_SIZE,
                  total: domains.data.total,
                  onPageChange: setPage,
                }
              }
            />
          </div>
        </CardContent>
      </Card>
      <RegisterDomainDialog request={registering} onOpenChange={(o) => !o && setRegistering(null)} />
      <RefundDomainFeeDialog request={refunding} onOpenChange={(o) => !o && setRefunding(null)} />
    </section>
  )
}

function Customer({ request }: { request: AdminDomainRequest }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{displayName(request.user)}</p>
      <p className="text-sm text-slate-600">
        <EmailAddress email={request.user.email} />
      </p>
    </div>
  )
}

/** The status badge; a registered domain shows when it renews, a failed one why. */
function DomainStatus({ request }: { request: AdminDomainRequest }) {
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={STATUS_VARIANT[request.status]}>{DOMAIN_STATUS_LABELS[request.status]}</Badge>
      {request.status === 'registered' && request.expiresOn && (
        <span className="text-xs whitespace-nowrap text-slate-600">
          Renews {formatDate(request.expiresOn)}
        </span>
      )}
      {request.status === 'failed' && request.failureReason && (
        <span className="max-w-56 text-xs [overflow-wrap:anywhere] text-slate-600">
          {request.failureReason}
        </span>
      )}
    </div>
  )
}

/**
 * What a row offers: Register on a pending one; on a failed paid one, Refund domain fee (once; then what came of
 * it); a failed free one has no fee, and the customer chooses another name from their dashboard instead.
 */
function DomainActions({
  request,
  onRegister,
  onRefund,
  align = 'end',
}: {
  request: AdminDomainRequest
  onRegister: (request: AdminDomainRequest) => void
  onRefund: (request: AdminDomainRequest) => void
  align?: 'start' | 'end'
}) {
  const className = align === 'start' ? 'justify-self-start' : undefined
  const note = (text: string) => (
    <span className={cn('block max-w-48 text-sm text-slate-600', align === 'end' && 'ml-auto')}>{text}</span>
  )
  if (request.status === 'pending_registration')
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => onRegister(request)}
        aria-label={`Register ${request.domainName}`}
      >
        <Stamp aria-hidden="true" />
        Register
      </Button>
    )
  if (request.status === 'failed' && request.priceCents === 0)
    return note('Free: the customer can choose another name on their dashboard')
  if (request.status === 'failed' && request.feeRefund === 'refunded') return note('Domain fee refunded')
  if (request.status === 'failed' && request.feeRefund === 'pending') return note('Refund under way')
  if (request.status === 'failed')
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => onRefund(request)}
        aria-label={`Refund domain fee for ${request.domainName}`}
      >
        <RotateCcw aria-hidden="true" />
        Refund domain fee
      </Button>
    )
  return align === 'end' ? <span className="text-slate-500">—</span> : null
}
