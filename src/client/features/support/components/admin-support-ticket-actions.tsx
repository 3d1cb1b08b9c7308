import { CheckCircle2, Clock } from 'lucide-react'
import { type AdminSupportTicket, TICKET_QUICK_RESPONSES } from '../../../../shared/contracts/support-tickets'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useUpdateSupportTicket } from '../api/update-support-ticket'

type QuickStatus = keyof typeof TICKET_QUICK_RESPONSES

/**
 * Mark In Progress and Resolve: each sets its status with the spec's response (dashboards.md §4), which the
 * requester receives. A button is off while the ticket already has its status or a change is on its way.
 */
export function TicketStatusButtons({ ticket }: { ticket: Pick<AdminSupportTicket, 'id' | 'status'> }) {
  const mutation = useUpdateSupportTicket()
  const pendingStatus = mutation.isPending ? mutation.variables.body.status : null
  const set = (status: QuickStatus) =>
    mutation.mutate(
      { id: ticket.id, body: { status, response: TICKET_QUICK_RESPONSES[status] } },
      {
        onSuccess: () =>
          toast({
            title: 'Ticket Updated!',
            description:
              status === 'resolved' ? 'The ticket is resolved.' : 'The ticket is marked in progress.',
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'The ticket could not be updated. Please try again.'),
            variant: 'destructive',
          }),
      },
    )
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => set('in_progress')}
        disabled={mutation.isPending || ticket.status === 'in_progress'}
      >
        {pendingStatus === 'in_progress' ? (
          <Spinner label="Marking in progress" />
        ) : (
          <Clock aria-hidden="true" />
        )}
        Mark In Progress
      </Button>
      <Button
        size="sm"
        onClick={() => set('resolved')}
        disabled={mutation.isPending || ticket.status === 'resolved'}
      >
        {pendingStatus === 'resolved' ? <Spinner label="Resolving" /> : <CheckCircle2 aria-hidden="true" />}
        Resolve
      </Button>
    </>
  )
}
