import { ClipboardList, FolderOpen } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { STATUS_LABELS } from '../../../shared/lifecycle'
import { RenderInSlices } from '../../components/render-in-slices'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { useAccount } from '../../hooks/use-session'
import { ApiError } from '../../lib/api-client'
import { useProject } from '../../features/projects/api/get-project'
import { ProjectSetupForm } from '../../features/projects/components/project-setup-form'

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <FolderOpen className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
      <Button asChild className="mt-6">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </Card>
  )
}

function Setup({ projectId }: { projectId: number }) {
  const navigate = useNavigate()
  const project = useProject(projectId)
  if (project.isPending)
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
        <Spinner className="scale-150" label="Loading your project" />
      </div>
    )
  if (project.isError)
    return project.error instanceof ApiError && project.error.status === 404 ? (
      <Notice title="Project not found">
        <p className="mt-2 text-slate-600">We could not find this project in your account.</p>
      </Notice>
    ) : (
      <Notice title="We could not load your project">
        <p className="mt-2 text-slate-600" role="alert">
          Please reload the page in a moment.
        </p>
      </Notice>
    )
  const p = project.data
  if (p.status !== 'requirements_needed')
    return (
      <Notice title="Requirements already received">
        <p className="mt-2 text-slate-600">
          We already have the requirements for {p.title}. It is now at the {STATUS_LABELS[p.status]} stage;
          follow its progress on your dashboard.
        </p>
      </Notice>
    )
  return (
    <>
      <div className="mb-8 flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
          <ClipboardList className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Project requirements</h1>
          <p className="mt-1 text-slate-600">
            Tell us about your business for <strong>{p.title}</strong>. We start on your design as soon as we
            have these.
          </p>
        </div>
      </div>
      {/* The heading shows with the answer; the form, the larger part, is built in slices after it. */}
      <RenderInSlices fallback={<div className="min-h-[60vh]" />}>
        <ProjectSetupForm
          projectId={p.id}
          defaults={{
            ...(p.companyName ? { companyName: p.companyName } : {}),
            ...(p.businessType !== 'other' ? { businessType: p.businessType } : {}),
          }}
          onSubmitted={() => navigate('/dashboard')}
        />
      </RenderInSlices>
    </>
  )
}

/** /project-setup?project=<id>: the requirements form of one of the customer's paid projects. */
export default function ProjectSetupPage() {
  const navigate = useNavigate()
  const { status } = useAccount()
  const raw = new URLSearchParams(useLocation().search).get('project')
  const id = Number(raw)
  const projectId = raw && Number.isInteger(id) && id > 0 ? id : null

  useEffect(() => {
    if (status === 'signed-out') void navigate('/login', { replace: true })
  }, [status, navigate])

  return (
    <PageShell fillsScreen>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {status !== 'signed-in' ? (
          <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
            <Spinner className="scale-150" label="Loading" />
          </div>
        ) : projectId === null ? (
          <Notice title="Project not found">
            <p className="mt-2 text-slate-600">
              Open the requirements form from your project on the dashboard.
            </p>
          </Notice>
        ) : (
          <Setup projectId={projectId} />
        )}
      </div>
    </PageShell>
  )
}
