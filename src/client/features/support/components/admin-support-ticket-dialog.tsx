import { RefreshCw } from 'lucide-react'
import { GENERAL_INQUIRY } from '../../../../shared/contracts/support-tickets'
import {
  TicketPriorityBadge,
  TicketReplyForm,
  TicketStatusBadge,
  TicketThread,
} from '../../../components/support-ticket'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useAdminSupportTicket } from '../api/get-admin-support-ticket'
import { useReplySupportTicket } from '../api/reply-support-ticket'
import { TicketStatusButtons } from './admin-support-ticket-actions'
import { formatDateTime } from '../../../../shared/dates'

/**
 * One ticket opened on the Support tab (`?ticket=<id>`): who asked, the conversation, the status buttons and the
 * box to answer in. A client gets the answer by e-mail and in their dashboard; someone who used the public form
 * without an account, by e-mail only.
 */
export function AdminSupportTicketDialog({
  ticketId,
  onOpenChange,
}: {
  /** The dialog is open while an id is set. */
  ticketId: number | null
  onOpenChange: (open: boolean) => void
}) {
  const ticket = useAdminSupportTicket(ticketId)
  const reply = useReplySupportTicket()
  const data = ticket.data?.id === ticketId ? ticket.data : undefined
  const missing = ticket.error instanceof ApiError && ticket.error.status === 404

  return (
    <Dialog open={ticketId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {data ? data.subject : `Ticket #${ticketId ?? ''}`}
          </DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {data
              ? `#${data.id} · ${data.requester.name} <${data.requester.email}> · ${data.projectTitle ?? GENERAL_INQUIRY} · ${formatDateTime(data.createdAt)}`
              : 'The ticket and its conversation.'}
          </DialogDescription>
        </DialogHeader>

        {ticket.isPending && ticketId !== null ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading the ticket</span>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : !data ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm text-red-700">
              {missing
                ? 'This ticket was not found.'
                : errorMessage(ticket.error, 'The ticket could not be loaded.')}
            </p>
            {!missing && (
              <Button variant="outline" onClick={() => void ticket.refetch()} disabled={ticket.isFetching}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TicketPriorityBadge priority={data.priority} />
              <TicketStatusBadge status={data.status} />
            </div>
            <TicketThread
              ticket={data}
              names={{ client: data.requester.name || data.requester.email, studio: 'Studio' }}
            />
            <div className="grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 sm:flex sm:flex-wrap">
              <TicketStatusButtons ticket={data} />
            </div>
            <TicketReplyForm
              label="Your reply"
              hint={
                data.requester.userId === null
                  ? `No account: the reply is e-mailed to ${data.requester.email}.`
                  : `E-mailed to ${data.requester.email} and shown in their dashboard.`
              }
              submitLabel="Send Reply"
              failure="The reply could not be sent. Please try again."
              onSend={(body) =>
                reply.mutateAsync({ id: data.id, body: { body } }).then(() =>
                  toast({
                    title: 'Ticket Updated!',
                    description: 'Your reply was sent.',
                    variant: 'success',
                  }),
                )
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
