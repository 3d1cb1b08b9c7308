import { LifeBuoy, MessagesSquare, Plus } from 'lucide-react'
import { BRAND, SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '../../../../shared/marketing'
import { type CustomerSupportTicket, GENERAL_INQUIRY } from '../../../../shared/contracts/support-tickets'
import { LoadError } from '../../../components/load-error'
import {
  TicketPriorityBadge,
  TicketReplyForm,
  TicketStatusBadge,
  TicketThread,
} from '../../../components/support-ticket'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { useSearchId } from '../../../hooks/use-search-id'
import { ApiError } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useCustomerTicket } from '../api/get-customer-ticket'
import { useCustomerTickets } from '../api/list-customer-tickets'
import { useReplyCustomerTicket } from '../api/reply-customer-ticket'
import { formatDate } from '../../../../shared/dates'

function TicketItem({ ticket, onOpen }: { ticket: CustomerSupportTicket; onOpen: () => void }) {
  return (
    <Card className="grid min-w-0 gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere]">{ticket.subject}</h3>
        <div className="flex flex-wrap gap-2">
          <TicketPriorityBadge priority={ticket.priority} />
          <TicketStatusBadge status={ticket.status} />
        </div>
      </div>
      <p className="line-clamp-2 whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">
        {ticket.message}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">
          {ticket.projectTitle ?? GENERAL_INQUIRY} · {formatDate(ticket.createdAt)} · {ticket.replies}{' '}
          {ticket.replies === 1 ? 'reply' : 'replies'}
        </p>
        <Button size="sm" variant="outline" onClick={onOpen}>
          <MessagesSquare aria-hidden="true" />
          View Conversation
          <span className="sr-only">: {ticket.subject}</span>
        </Button>
      </div>
    </Card>
  )
}

/**
 * The dashboard's Support tab: the customer's tickets with their status, newest first. One opens (at
 * `?ticket=<id>`, where the studio's reply mail points) with its conversation and a box to answer in, which
 * `readOnly` leaves out (the demo dashboard's sample tickets).
 */
export function CustomerTickets({
  onNewTicket,
  readOnly = false,
}: {
  onNewTicket: () => void
  readOnly?: boolean
}) {
  const tickets = useCustomerTickets()
  const [openId, setOpenId] = useSearchId('ticket')

  let body
  if (tickets.isPending)
    body = (
      <Card className="grid gap-4 p-5" aria-busy="true">
        <p className="sr-only" role="status">
          Loading your tickets
        </p>
        {[0, 1].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </Card>
    )
  else if (tickets.isError)
    body = (
      <LoadError
        what="your support tickets"
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    )
  else if (tickets.data.length === 0)
    body = (
      <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <LifeBuoy className="size-8 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">No support tickets yet</p>
        <p className="text-sm text-slate-600">
          Questions or something not working? Our team replies within {SUPPORT_RESPONSE_HOURS.medium} hours,
          sooner for urgent requests, in our hours ({SUPPORT_HOURS}).
        </p>
        <Button className="mt-2" onClick={onNewTicket}>
          <Plus aria-hidden="true" />
          Create Support Ticket
        </Button>
      </Card>
    )
  else
    body = (
      <ul aria-label="Your support tickets" className="grid gap-3">
        {tickets.data.map((t) => (
          <li key={t.id} className="min-w-0">
            <TicketItem ticket={t} onOpen={() => setOpenId(t.id)} />
          </li>
        ))}
      </ul>
    )

  return (
    <>
      {body}
      <CustomerTicketDialog
        ticketId={openId}
        onOpenChange={(o) => !o && setOpenId(null)}
        readOnly={readOnly}
      />
    </>
  )
}

function CustomerTicketDialog({
  ticketId,
  onOpenChange,
  readOnly,
}: {
  ticketId: number | null
  onOpenChange: (open: boolean) => void
  readOnly: boolean
}) {
  const ticket = useCustomerTicket(ticketId)
  const reply = useReplyCustomerTicket()
  const data = ticket.data?.id === ticketId ? ticket.data : undefined
  const missing = ticket.error instanceof ApiError && ticket.error.status === 404

  return (
    <Dialog open={ticketId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {data ? data.subject : 'Support ticket'}
          </DialogTitle>
          <DialogDescription>
            {data
              ? `Ticket #${data.id} · ${data.projectTitle ?? GENERAL_INQUIRY} · opened ${formatDate(data.createdAt)}`
              : 'Your ticket and its conversation.'}
          </DialogDescription>
        </DialogHeader>
        {ticket.isPending && ticketId !== null ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading the ticket</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : !data ? (
          missing ? (
            <p role="alert" className="text-sm text-red-700">
              This ticket was not found.
            </p>
          ) : (
            <LoadError
              what="this ticket"
              onRetry={() => void ticket.refetch()}
              retrying={ticket.isFetching}
            />
          )
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <TicketPriorityBadge priority={data.priority} />
              <TicketStatusBadge status={data.status} />
            </div>
            <TicketThread ticket={data} names={{ client: 'You', studio: `${BRAND} Support` }} />
            {!readOnly && (
              <TicketReplyForm
                label="Your answer"
                hint={
                  data.status === 'resolved'
                    ? 'Answering opens this ticket again.'
                    : 'Our team is notified by e-mail.'
                }
                submitLabel="Send Answer"
                failure="Your answer could not be sent. Please try again."
                onSend={(body) =>
                  reply.mutateAsync({ id: data.id, body: { body } }).then(() =>
                    toast({
                      title: 'Answer Sent',
                      description: 'Our team will get back to you.',
                      variant: 'success',
                    }),
                  )
                }
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
