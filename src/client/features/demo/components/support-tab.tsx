import { Clock, LifeBuoy, Plus } from 'lucide-react'
import { TicketPriorityBadge, TicketStatusBadge } from '../../../components/support-ticket'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { timeAgo } from '../demo-date'
import type { DemoTicket } from '../demo-data'
import { DemoTicketDialog } from './ticket-dialog'

export function SupportTab({
  tickets,
  onCreated,
}: {
  tickets: readonly DemoTicket[]
  onCreated: (ticket: Omit<DemoTicket, 'id' | 'status' | 'hoursAgo'>) => void
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Card className="flex flex-col items-start gap-3 self-start p-6">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LifeBuoy className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">Need help?</h2>
        <p className="text-sm text-slate-600">
          Questions, changes to your site or something not working: open a ticket and our team replies within
          24 hours.
        </p>
        <DemoTicketDialog
          onCreated={onCreated}
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Create Support Ticket
            </Button>
          }
        />
      </Card>
      <section aria-labelledby="demo-tickets-heading">
        <h2 id="demo-tickets-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Your Tickets
        </h2>
        <ul className="grid gap-3" aria-live="polite">
          {tickets.map((t) => (
            <li key={t.id}>
              <Card className="grid gap-2 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{t.subject}</h3>
                  <div className="flex flex-wrap gap-2">
                    <TicketPriorityBadge priority={t.priority} />
                    <TicketStatusBadge status={t.status} />
                  </div>
                </div>
                <p className="text-sm text-slate-700">{t.message}</p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span>{t.projectTitle ?? 'General Inquiry'}</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {timeAgo(t.hoursAgo)}
                  </span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
