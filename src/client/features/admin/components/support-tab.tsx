import { ChevronLeft, ChevronRight, LifeBuoy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { SUPPORT_PRIORITIES, type SupportPriority } from '../../../../shared/contracts/support'
import { type AdminSupportTicket, TICKET_STATUS_LABELS } from '../../../../shared/contracts/support-tickets'
import { TICKET_STATUSES, type TicketStatus } from '../../../../shared/states'
import { PRIORITY_LABELS } from '../../../components/support-ticket'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Skeleton } from '../../../components/ui/skeleton'
import { useSearchId } from '../../../hooks/use-search-id'
import { useSearchParam } from '../../../hooks/use-search-param'
import { errorMessage } from '../../../lib/error-message'
import { ADMIN_TICKETS_PAGE_SIZE, useAdminSupportTickets } from '../api/list-admin-support-tickets'
import { type NotificationRecipient, SendNotificationDialog } from './send-notification-dialog'
import { SupportTicketCard } from './support-ticket-card'
import { SupportTicketDialog } from './support-ticket-dialog'

const ALL = 'all'
const STATUS_CHOICES = [ALL, ...TICKET_STATUSES] as const
const PRIORITY_CHOICES = [ALL, ...SUPPORT_PRIORITIES] as const

/**
 * Support: every ticket as a card, newest first, a page at a time, filtered by status and priority (both kept in
 * the address). `?ticket=<id>` opens one ticket with its conversation, so the overview and mails can link to it.
 */
export function SupportTab() {
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

  const pages = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / ADMIN_TICKETS_PAGE_SIZE)) : 1
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

      {tickets.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading tickets</span>
          {[0, 1].map((i) => (
            <Card key={i} className="grid gap-4 p-6">
              <div className="flex justify-between gap-4">
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <Skeleton className="h-6 w-24 rounded-full" />
              </div>
              <Skeleton className="h-10 w-full" />
              <div className="flex gap-2">
                <Skeleton className="h-9 w-32" />
                <Skeleton className="h-9 w-32" />
              </div>
            </Card>
          ))}
        </div>
      ) : tickets.error && !tickets.data ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p className="text-sm text-red-700">
            {errorMessage(tickets.error, 'The tickets could not be loaded.')}
          </p>
          <Button variant="outline" onClick={() => void tickets.refetch()} disabled={tickets.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : tickets.data.items.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <LifeBuoy className="mb-3 size-8 text-slate-500" aria-hidden="true" />
          <p className="font-medium text-slate-900">
            {filtered ? `No tickets (${filterWords})` : 'No support tickets yet'}
          </p>
          <p className="text-sm text-slate-600">
            {filtered
              ? 'Choose another status or priority to see more.'
              : 'Tickets from the support form and the client dashboard appear here.'}
          </p>
        </Card>
      ) : (
        <>
          <ul
            aria-label="Support tickets"
            aria-busy={tickets.isPlaceholderData}
            className="grid grid-cols-1 gap-4 aria-busy:opacity-70"
          >
            {tickets.data.items.map((t) => (
              <li key={t.id} className="min-w-0">
                <SupportTicketCard ticket={t} onOpen={() => setOpenId(t.id)} onNotify={() => notify(t)} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label="Support tickets: pages"
              className="flex flex-wrap items-center justify-between gap-3"
            >
              <p className="text-sm text-slate-600" aria-live="polite">
                Page {page} of {pages}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage(page - 1)}
                  disabled={page <= 1 || tickets.isPlaceholderData}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setPage(page + 1)}
                  disabled={page >= pages || tickets.isPlaceholderData}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          )}
        </>
      )}

      <SupportTicketDialog ticketId={openId} onOpenChange={(o) => !o && setOpenId(null)} />
      <SendNotificationDialog recipient={recipient} onOpenChange={(o) => !o && setRecipient(null)} />
    </section>
  )
}
