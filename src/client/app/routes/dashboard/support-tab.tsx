import { CustomerTickets } from '../../../features/support/components/customer-tickets'

/** The dashboard's Support tab, loaded when it is first opened. */
export default function SupportTab({
  onNewTicket,
  readOnly,
}: {
  onNewTicket: () => void
  readOnly?: boolean
}) {
  return <CustomerTickets onNewTicket={onNewTicket} readOnly={readOnly} />
}
