import type { ReactNode } from 'react'
import type { AdminUserDetail } from '../../../../shared/contracts/users'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { QueryBody } from '../../../components/query-body'
import { useAdminUser } from '../api/get-admin-user'
import { AdminProjectStatusBadge } from '../../projects'
import { TicketStatusBadge } from '../../../components/support-ticket'
import {
  INVOICE_STATUS_LABELS,
  MAINTENANCE_PLAN_LABELS,
  ORDER_STATUS_LABELS,
  PRIORITY_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../../../shared/states'
import { formatDate } from '../../../../shared/dates'
import { displayName } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

/**
 * One account's record, opened from a row of the Users table: its figures, and its orders, projects, invoices,
 * support tickets and maintenance plans. `userId` null keeps it closed.
 */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useAdminUser(userId)
  const user = detail.data?.user
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{user ? displayName(user) : 'User'}</DialogTitle>
          <DialogDescription>
            {user ? (
              <EmailAddress email={user.email} />
            ) : (
              "The account's orders, projects, invoices, tickets and plans"
            )}
          </DialogDescription>
        </DialogHeader>
        <QueryBody query={detail} what="account">
          {(data) => <UserRecord detail={data} />}
        </QueryBody>
      </DialogContent>
    </Dialog>
  )
}

function UserRecord({ detail }: { detail: AdminUserDetail }) {
  const { user } = detail
  return (
    <div className="grid min-w-0 gap-6">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Role">
          {user.role === 'customer' ? 'Customer' : user.role === 'admin' ? 'Admin' : 'Finance'}
        </Figure>
        <Figure label="Projects">{user.projectsCount}</Figure>
        <Figure label="Total Spent">{formatMoney(user.totalSpentCents, 'USD', { whole: false })}</Figure>
        <Figure label="Joined">{formatDate(user.createdAt)}</Figure>
        {user.phone && <Figure label="Phone">{user.phone}</Figure>}
        {user.company && <Figure label="Company">{user.company}</Figure>}
        <Figure label="Last sign-in">{user.lastLoginAt ? formatDate(user.lastLoginAt) : 'Never'}</Figure>
      </dl>
      <RecordList title="Orders" empty="No orders." items={detail.orders} limit={detail.listLimit}>
        {(o) => (
          <Line
            key={o.id}
            main={o.title || `Order #${o.id}`}
            sub={`#${o.id} · ${formatDate(o.createdAt)}`}
            side={formatMoney(o.amountCents, 'USD', { whole: false })}
            badge={
              <Badge variant={o.status === 'paid' ? 'success' : 'secondary'}>
                {ORDER_STATUS_LABELS[o.status]}
              </Badge>
            }
          />
        )}
      </RecordList>
      <RecordList title="Projects" empty="No projects." items={detail.projects} limit={detail.listLimit}>
        {(p) => (
          <Line
            key={p.id}
            main={p.title}
            sub={`Created ${formatDate(p.createdAt)}${p.deliveryDate ? ` · due ${formatDate(p.deliveryDate)}` : ''}`}
            side={formatMoney(p.totalAmountCents, 'USD', { whole: false })}
            badge={<AdminProjectStatusBadge status={p.status} label={STATUS_LABELS[p.status]} />}
          />
        )}
      </RecordList>
      <RecordList title="Invoices" empty="No invoices." items={detail.invoices} limit={detail.listLimit}>
        {(i) => (
          <Line
            key={i.id}
            main={i.number}
            sub={formatDate(i.issuedAt)}
            side={formatMoney(i.totalCents, 'USD', { whole: false })}
            badge={
              <Badge variant={i.status === 'paid' ? 'success' : 'secondary'}>
                {INVOICE_STATUS_LABELS[i.status]}
              </Badge>
            }
          />
        )}
      </RecordList>
      <RecordList
        title="Support tickets"
        empty="No support tickets."
        items={detail.supportTickets}
        limit={detail.listLimit}
      >
        {(t) => (
          <Line
            key={t.id}
            main={t.subject}
            sub={`${PRIORITY_LABELS[t.priority]} priority · ${formatDate(t.createdAt)}`}
            badge={<TicketStatusBadge status={t.status} />}
          />
        )}
      </RecordList>
      <RecordList
        title="Maintenance plans"
        empty="No maintenance plans."
        items={detail.subscriptions}
        limit={detail.listLimit}
      >
        {(s) => (
          <Line
            key={s.id}
            main={`${MAINTENANCE_PLAN_LABELS[s.plan]} plan`}
            sub={`From ${formatDate(s.startDate)}${s.endsOn ? ` to ${formatDate(s.endsOn)}` : ''}`}
            side={`${formatMoney(s.amountCents, 'USD', { whole: false })} / ${s.billingCycle === 'monthly' ? 'month' : s.billingCycle === 'quarterly' ? 'quarter' : 'year'}`}
            badge={
              <Badge variant={s.status === 'active' ? 'success' : 'secondary'}>
                {SUBSCRIPTION_STATUS_LABELS[s.status]}
              </Badge>
            }
          />
        )}
      </RecordList>
    </div>
  )
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  )
}

function RecordList<T>({
  title,
  empty,
  items,
  limit,
  children,
}: {
  title: string
  empty: string
  items: T[]
  limit: number
  children: (item: T) => ReactNode
}) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">
        {title}{' '}
        <span className="font-normal text-slate-600">
          ({items.length === limit ? `latest ${limit}` : items.length})
        </span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={title}>
          {items.map(children)}
        </ul>
      )}
    </section>
  )
}

function Line({ main, sub, side, badge }: { main: string; sub: string; side?: string; badge: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{main}</p>
        <p className="text-xs text-slate-600">{sub}</p>
      </div>
      <div className="flex items-center gap-2">
        {side && <span className="tabular-nums text-slate-800">{side}</span>}
        {badge}
      </div>
    </li>
  )
}
