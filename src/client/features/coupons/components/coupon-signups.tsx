import { Mail } from 'lucide-react'
import { useState } from 'react'
import type { CouponEmail } from '../../../../shared/contracts/admin-coupons'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { COUPON_EMAILS_PAGE_SIZE, useCouponEmails } from '../api/list-coupon-emails'
import { formatDateTime } from '../../../../shared/dates'

const UNKNOWN = 'Unknown'

const columns: DataColumn<CouponEmail>[] = [
  {
    id: 'email',
    header: 'Email',
    cell: (r) => <EmailAddress email={r.email} />,
    className: 'max-w-xs font-medium text-slate-900',
  },
  {
    id: 'submitted',
    header: 'Submitted',
    cell: (r) => formatDateTime(r.submittedAt),
    className: 'whitespace-nowrap',
  },
  { id: 'ip', header: 'IP Address', cell: (r) => r.ipAddress || UNKNOWN, className: 'font-mono text-xs' },
  {
    id: 'agent',
    header: 'User Agent',
    cell: (r) => r.userAgent || UNKNOWN,
    className: 'max-w-sm text-xs text-slate-600 [overflow-wrap:anywhere]',
  },
]

/** The exit-popup coupon requests, newest first, a page at a time, with how many there are in all. */
export function CouponSignups() {
  const [page, setPage] = useState(1)
  const signups = useCouponEmails(page)
  const total = signups.data?.total

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="coupon-signups-heading" className="text-lg font-semibold">
            Coupon requests
          </h2>
          {total !== undefined && (
            <Badge>
              {total}
              <span className="sr-only"> request{total === 1 ? '' : 's'} in all</span>
            </Badge>
          )}
        </div>
        <CardDescription>
          Visitors who left their e-mail in the exit offer and were sent its codes, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Coupon requests"
          columns={columns}
          rows={signups.data?.items}
          rowKey={(r) => r.id}
          isPending={signups.isPending}
          error={signups.error}
          onRetry={() => void signups.refetch()}
          retrying={signups.isFetching}
          loadingLabel="Loading coupon requests"
          errorFallback="The coupon requests could not be loaded."
          empty={{
            icon: Mail,
            title: 'No coupon requests yet',
            description: 'E-mail addresses left in the exit offer appear here.',
          }}
          card={(r) => (
            <dl className="grid gap-1 text-sm">
              <dt className="sr-only">Email</dt>
              <dd className="font-medium text-slate-900">
                <EmailAddress email={r.email} />
              </dd>
              <dt className="sr-only">Submitted</dt>
              <dd className="text-slate-700">{formatDateTime(r.submittedAt)}</dd>
              <dt className="sr-only">IP Address</dt>
              <dd className="font-mono text-xs text-slate-700">IP {r.ipAddress || UNKNOWN}</dd>
              <dt className="sr-only">User Agent</dt>
              <dd className="text-xs text-slate-600 [overflow-wrap:anywhere]">{r.userAgent || UNKNOWN}</dd>
            </dl>
          )}
          paging={{ page, pageSize: COUPON_EMAILS_PAGE_SIZE, total: total ?? 0, onPageChange: setPage }}
        />
      </CardContent>
    </Card>
  )
}
