import { ArrowRight, Check, ClipboardList } from 'lucide-react'
import { Link } from 'react-router'
import { CheckoutProgress } from './checkout-progress'
import { DashboardLink } from './dashboard-link'
import { OrderLines } from './order-lines'
import type { OrderView } from '../../../../shared/contracts/orders'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../../components/ui/card'
import { formatDate } from '../../../../shared/dates'

/** A paid order: what was bought, its invoice, and what happens next (the requirements form first). */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const project = order.project!
  const submitted = project.requirementsSubmitted || project.status !== 'requirements_needed'
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="lg:col-span-2">
        <CheckoutProgress current={submitted ? 'done' : 'project'} />
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Check className="size-7" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Payment successful!
            </h1>
            <p className="mt-1 text-slate-600">
              Thank you for your order. A receipt is on its way to your inbox.
            </p>
          </div>
        </div>

        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
          </CardHeader>
          <CardContent>
            {submitted ? (
              <p className="text-slate-700">
                Your project requirements are in: our team is working on your design samples. Follow the
                progress on your dashboard.
              </p>
            ) : (
              <ol className="grid list-decimal gap-2 pl-5 text-slate-700">
                <li>Tell us about your business: submit your project requirements (about 10 minutes).</li>
                <li>We prepare design samples for you to choose from.</li>
                <li>We build your site and send it to you for review before it goes live.</li>
              </ol>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              {submitted ? (
                <DashboardLink size="lg" />
              ) : (
                <>
                  <Button
                    asChild
                    size="lg"
                    className="h-auto min-h-12 w-full whitespace-normal py-2 sm:w-auto"
                  >
                    <Link to={`/project-setup?project=${project.id}`}>
                      <ClipboardList aria-hidden="true" />
                      Submit Project Requirements
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <DashboardLink size="lg" variant="outline" />
                </>
              )}
              <Button asChild size="lg" variant="ghost">
                <Link to="/">Back to Home</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>

      <Card className="content-start">
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Order summary</h2>
          <p className="break-words text-sm text-slate-600 [overflow-wrap:anywhere]">{order.title}</p>
        </CardHeader>
        <CardContent>
          <OrderLines order={order} />
          <dl className="mt-4 grid gap-1 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
            {order.invoiceNumber && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Invoice</dt>
                <dd className="font-mono font-medium">{order.invoiceNumber}</dd>
              </div>
            )}
            {order.paidAt && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Paid on</dt>
                <dd>{formatDate(order.paidAt)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Project status</dt>
              <dd>{STATUS_LABELS[project.status]}</dd>
            </div>
            {order.domain && (
              <div className="flex justify-between gap-4">
                <dt className="shrink-0 text-slate-600">Domain</dt>
                <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{order.domain}</dd>
              </div>
            )}
            {project.deliveryDate && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Expected delivery</dt>
                <dd>{formatDate(project.deliveryDate)}</dd>
              </div>
            )}
          </dl>
        </CardContent>
      </Card>
    </div>
  )
}
