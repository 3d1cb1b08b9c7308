import { Bell, MessagesSquare } from 'lucide-react'
import { type AdminSupportTicket, GENERAL_INQUIRY } from '../../../../shared/contracts/support-tickets'
import { EmailAddress } from '../../../components/email-address'
import { TicketPriorityBadge, TicketStatusBadge } from '../../../components/support-ticket'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { TicketStatusButtons } from './admin-support-ticket-actions'
import { formatDate } from '../../../../shared/dates'

/** One ticket on the Support tab: who asked, about what, its badges, and what the admin can do with it. */
export function AdminSupportTicketCard({
  ticket,
  onOpen,
  onNotify,
}: {
  ticket: AdminSupportTicket
  onOpen: () => void
  onNotify: () => void
}) {
  const { requester } = ticket
  return (
    <Card className="min-w-0">
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {ticket.subject}
            </h3>
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              {requester.name !== requester.email && (
                <span className="font-medium text-slate-800">{requester.name} · </span>
              )}
              <EmailAddress email={requester.email} />
              {requester.userId === null && <span> · no account</span>}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TicketPriorityBadge priority={ticket.priority} />
            <TicketStatusBadge status={ticket.status} />
          </div>
        </div>

        <p className="line-clamp-3 whitespace-pre-line text-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
          {ticket.message}
        </p>

        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Fact label="Created" value={formatDate(ticket.createdAt)} />
          <Fact label="Project" value={ticket.projectTitle ?? GENERAL_INQUIRY} />
          <Fact label="Replies" value={String(ticket.replies)} />
        </dl>

        {/* One button a row on a narrow phone, two on a wider one, one line where there is room. */}
        <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 sm:flex sm:flex-wrap">
          <TicketStatusButtons ticket={ticket} />
          <Button size="sm" variant="outline" onClick={onNotify}>
            <Bell aria-hidden="true" />
            Notify Client
          </Button>
          <Button size="sm" variant="ghost" onClick={onOpen}>
            <MessagesSquare aria-hidden="true" />
            Conversation
            <span className="sr-only">: {ticket.subject}</span>
          </Button>
        </div>
      </div>
    </Card>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  )
}
