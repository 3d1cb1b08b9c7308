import { LifeBuoy } from 'lucide-react'
import { useState } from 'react'
import { type AdminSupportTicket } from '../../../../shared/contracts/support-tickets'
import {
  TICKET_STATUSES,
  type TicketStatus,
  SUPPORT_PRIORITIES,
  type SupportPriority,
  TICKET_STATUS_LABELS,
  PRIORITY_LABELS,
} from '../../../../shared/states'
import { CardList } from '../../../components/card-list'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { useSearchId } from '../../../hooks/use-search-id'
import { useSearchParam } from '../../../hooks/use-search-param'
import { ADMIN_TICKETS_PAGE_SIZE, useAdminSupportTickets } from '../api/list-admin-support-tickets'
import { type NotificationRecipient, SendNotificationDialog } from '../../notifications'
import { adminProjectsKeys } from '../../projects'
import { AdminSupportTicketCard } from './admin-support-ticket-card'
import { AdminSupportTicketDialog } from './admin-support-ticket-dialog'

const ALL = 'all'
const STATUS_CHOICES = [ALL, ...TICKET_STATUSES] as const
const PRIORITY_CHOICES = [ALL, ...SUPPORT_PRIORITIES] as const

/**
 * Support: every ticket as a card, newest first, a page at a time, filtered by status and priority (both kept in
 * the address). `?ticket=<id>` opens one ticket with its conversation, so the overview and mails can link to it.
 */
export function AdminSupportTab() {
  const [statusChoice, setStatus] = useSearchParam<(typeof STATUS_CHOICES)[number]>(
    'status',
    STATUS_CHOICES,
    ALL,
  )
  const [priorityChoice, setPriority] = useSearchParam<(typeof PRIORITY_CHOICES)[number]>(
    'priority',
    PRIORITY_CHOICES,
    ALL,
  )
  const status = statusChoice === ALL ? undefined : (statusChoice as TicketStatus)
  const priority = priorityChoice === ALL ? undefined : (priorityChoice as SupportPriority)
  // The page starts again at 1 whenever the filter changes.
  const filterKey = `${statusChoice}/${priorityChoice}`
  const [paging, setPaging] = useState({ filterKey, page: 1 })
  const page = paging.filterKey === filterKey ? paging.page : 1
  const setPage = (p: number) => setPaging({ filterKey, page: p })

  const tickets = useAdminSupportTickets({ page, status, priority })
  const [openId, setOpenId] = useSearchId('ticket')
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)

  const filtered = status || priority
  const filterWords = [
    status && TICKET_STATUS_LABELS[status],
    priority && `${PRIORITY_LABELS[priority]} priority`,
  ]
    .filter(Boolean)
    .join(', ')

  // A client is notified in their dashboard; someone without an account is answered by e-mail from the ticket.
  const notify = (t: AdminSupportTicket) =>
    t.requester.userId === null
      ? setOpenId(t.id)
      : setRecipient({
          kind: 'customer',
          userId: t.requester.userId,
          name: t.requester.name,
          ...(t.projectId !== null && t.projectTitle !== null
            ? { projectId: t.projectId, projectTitle: t.projectTitle }
            : {}),
        })

  return (
    <section aria-labelledby="support-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="support-heading" className="text-lg font-semibold text-slate-900">
            Support tickets
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {tickets.data
              ? `${tickets.data.total} ticket${tickets.data.total === 1 ? '' : 's'}${filtered ? ` (${filterWords})` : ''}`
              : 'Every ticket, newest first'}
          </p>
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor="tickets-status-filter">Status</Label>
            <NativeSelect
              id="tickets-status-filter"
              value={statusChoice}
              onChange={(e) => setStatus(e.target.value as (typeof STATUS_CHOICES)[number])}
            >
              <option value={ALL}>All statuses</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TICKET_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor="tickets-priority-filter">Priority</Label>
            <NativeSelect
              id="tickets-priority-filter"
              value={priorityChoice}
              onChange={(e) => setPriority(e.target.value as (typeof PRIORITY_CHOICES)[number])}
            >
              <option value={ALL}>All priorities</option>
              {SUPPORT_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <CardList
        label="Support tickets"
        data={tickets.data}
        isPending={tickets.isPending}
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
        busy={tickets.isPlaceholderData}
        loadingLabel="Loading tickets"
        errorFallback="The tickets could not be loaded."
        empty={{
          icon: LifeBuoy,
          title: filtered ? `No tickets (${filterWords})` : 'No support tickets yet',
          description: filtered
            ? 'Choose another status or priority to see more.'
            : 'Tickets from the support form and the client dashboard appear here.',
        }}
        itemKey={(t) => t.id}
        renderItem={(t) => (
          <AdminSupportTicketCard ticket={t} onOpen={() => setOpenId(t.id)} onNotify={() => notify(t)} />
        )}
        page={page}
        pageSize={ADMIN_TICKETS_PAGE_SIZE}
        onPageChange={setPage}
      />

      <AdminSupportTicketDialog ticketId={openId} onOpenChange={(o) => !o && setOpenId(null)} />
      <SendNotificationDialog
        recipient={recipient}
        onOpenChange={(o) => !o && setRecipient(null)}
        projectKey={adminProjectsKeys.detail}
      />
    </section>
  )
}
