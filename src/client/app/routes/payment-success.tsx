import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { useAccount } from '../../hooks/use-session'
import { OrderStatus } from '../../features/checkout/components/order-status'
import { useProject } from '../../features/projects/api/get-project'

function positiveId(value: string | null): number | null {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : null
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="scale-150" label={label} />
    </div>
  )
}

/** A dashboard link names the project: its order is shown (already paid, so nothing to verify). */
function ProjectOrder({ projectId }: { projectId: number }) {
  const project = useProject(projectId)
  if (project.isPending) return <Loading label="Loading your project" />
  if (project.isError)
    return (
      <Card className="mx-auto max-w-xl px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Project not found</h1>
        <p className="mt-2 text-slate-600">We could not find this project in your account.</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </Card>
    )
  return <OrderStatus orderId={project.data.orderId} paymentIntent={null} verify={false} />
}

/**
 * /payment-success: the return after paying (`?order=…`, or `?payment_intent=…` from the card provider) or a
 * project's page from the dashboard (`?project=…`). Once the payment's order is finished, the order kept in
 * this browser is cleared.
 */
export default function PaymentSuccessPage() {
  const navigate = useNavigate()
  const { status } = useAccount()
  const params = new URLSearchParams(useLocation().search)
  const orderId = positiveId(params.get('order'))
  const paymentIntent = params.get('payment_intent')
  const projectId = positiveId(params.get('project'))
  const known = orderId !== null || !!paymentIntent || projectId !== null

  useEffect(() => {
    if (status === 'signed-out') void navigate('/login', { replace: true })
  }, [status, navigate])

  return (
    <PageShell fillsScreen>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {status !== 'signed-in' ? (
          <Loading label="Loading your order" />
        ) : !known ? (
          <Card className="mx-auto max-w-xl px-6 py-12 text-center">
            <h1 className="text-2xl font-bold text-slate-900">No order to show</h1>
            <p className="mt-2 text-slate-600">Your orders and projects are on your dashboard.</p>
            <Button asChild className="mt-6">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </Card>
        ) : orderId !== null || paymentIntent ? (
          <OrderStatus orderId={orderId} paymentIntent={paymentIntent} clearStorage />
        ) : (
          <ProjectOrder projectId={projectId!} />
        )}
      </div>
    </PageShell>
  )
}
