import { Eye, EyeOff, Pencil, Save } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type AccessDetails,
  type AdminProject,
  UpdateAccessDetailsSchema,
} from '../../../../shared/contracts/admin-projects'
import { SubmitButton } from '../../../components/form-dialog'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useRevealAccessDetails } from '../api/reveal-access-details'
import { useUpdateAccessDetails } from '../api/update-access-details'
import { DeliveryFields, type DeliveryFieldValues } from './delivery-fields'
import { formatDate } from '../../../../shared/dates'

/** What the panel knows of a project without opening anything: the delivery's plain fields. */
type DeliveredProject = Pick<
  AdminProject,
  | 'id'
  | 'title'
  | 'status'
  | 'websiteUrl'
  | 'adminUrl'
  | 'adminUsername'
  | 'ftpHost'
  | 'ftpUsername'
  | 'deliveryNotes'
  | 'deliveredAt'
>

/** 'Access Details' on a delivered project's card: the panel in a dialog of its own. */
export function AccessDetailsDialog({
  project,
  open,
  onOpenChange,
}: {
  project: DeliveredProject
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Access details</DialogTitle>
          <DialogDescription>
            {project.title}
            {project.deliveredAt ? ` — delivered ${formatDate(project.deliveredAt)}` : ''}. The passwords stay
            hidden until you show them; each time is recorded in the audit log.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: the passwords shown go when it closes. */}
        {open && <AccessDetailsPanel project={project} />}
      </DialogContent>
    </Dialog>
  )
}

/**
 * A delivered project's access details for staff: the plain fields at once, the passwords on Show access details
 * (the server records the reading), and Correct access details, the delivery's fields filled with what is stored.
 */
export function AccessDetailsPanel({ project }: { project: DeliveredProject }) {
  const reveal = useRevealAccessDetails()
  const [shown, setShown] = useState<AccessDetails | null>(null)
  const [editing, setEditing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const open = (then?: () => void) => {
    setProblem(null)
    reveal.mutate(project.id, {
      onSuccess: (details) => {
        setShown(details)
        then?.()
      },
      onError: (err) =>
        setProblem(errorMessage(err, 'The access details could not be shown. Please try again.')),
    })
  }

  if (editing && shown)
    return (
      <CorrectAccessDetailsForm
        project={project}
        details={shown}
        onBack={() => setEditing(false)}
        onSaved={(next) => {
          setShown(next)
          setEditing(false)
        }}
      />
    )

  const plain = shown ?? project
  const secret = (value: string | null | undefined) =>
    shown ? value ? <span className="font-mono">{value}</span> : 'None' : 'Hidden'
  const rows: Array<[string, ReactNode]> = [
    ['Live website', plain.websiteUrl || 'None'],
    ['Admin panel', plain.adminUrl || 'None'],
    ['Admin username', plain.adminUsername || 'None'],
    ['Admin password', secret(shown?.adminPassword)],
    ['FTP host', plain.ftpHost || 'None'],
    ['FTP username', plain.ftpUsername || 'None'],
    ['FTP password', secret(shown?.ftpPassword)],
    ['Notes', plain.deliveryNotes || 'None'],
  ]
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {shown && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          These are the client&apos;s own logins: your reading them is in the audit log. Hide them when you
          are done.
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {shown ? (
          <Button type="button" variant="outline" onClick={() => setShown(null)}>
            <EyeOff aria-hidden="true" />
            Hide access details
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => open()} disabled={reveal.isPending}>
            {reveal.isPending ? <Spinner label="Opening the access details" /> : <Eye aria-hidden="true" />}
            Show access details
          </Button>
        )}
        {project.status === 'delivered' && (
          <Button
            type="button"
            onClick={() => (shown ? setEditing(true) : open(() => setEditing(true)))}
            disabled={reveal.isPending}
          >
            <Pencil aria-hidden="true" />
            Correct access details
          </Button>
        )}
      </div>
    </div>
  )
}

function CorrectAccessDetailsForm({
  project,
  details,
  onBack,
  onSaved,
}: {
  project: DeliveredProject
  details: AccessDetails
  onBack: () => void
  onSaved: (next: AccessDetails) => void
}) {
  const mutation = useUpdateAccessDetails()
  const form = useForm<DeliveryFieldValues>({
    defaultValues: {
      websiteUrl: details.websiteUrl ?? '',
      adminUrl: details.adminUrl ?? '',
      adminUsername: details.adminUsername ?? '',
      adminPassword: details.adminPassword ?? '',
      ftpHost: details.ftpHost ?? '',
      ftpUsername: details.ftpUsername ?? '',
      ftpPassword: details.ftpPassword ?? '',
      deliveryNotes: details.deliveryNotes ?? '',
    },
    resolver: contractResolver<DeliveryFieldValues>(UpdateAccessDetailsSchema),
  })
  // The answer refreshes the project's card and lists: the outcome is read from the promise, which settles even
  // if they re-render this form away (a mutate() callback would not run once unmounted).
  const onSubmit = form.handleSubmit((body) =>
    mutation.mutateAsync({ id: project.id, body }).then(
      (res) => {
        toast({
          title: 'Access Details Updated',
          description: `${project.title}: ${res.message}.`,
          variant: 'success',
        })
        const blank = (v: string | null | undefined) => v || null
        onSaved({
          websiteUrl: blank(body.websiteUrl),
          adminUrl: blank(body.adminUrl),
          adminUsername: blank(body.adminUsername),
          adminPassword: blank(body.adminPassword),
          ftpHost: blank(body.ftpHost),
          ftpUsername: blank(body.ftpUsername),
          ftpPassword: blank(body.ftpPassword),
          deliveryNotes: blank(body.deliveryNotes),
          deliveredAt: details.deliveredAt,
        })
      },
      (err: unknown) =>
        showSubmitError(form, err, 'The access details could not be saved. Please try again.'),
    ),
  )
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Correct access details"
      className="grid gap-4"
    >
      <p className="text-sm text-slate-700">
        The client is told their access details changed (the e-mail carries none of them); the audit log
        records what changed, without the passwords.
      </p>
      <DeliveryFields register={form.register} errors={form.formState.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack} disabled={mutation.isPending}>
          Back
        </Button>
        <SubmitButton
          pending={mutation.isPending}
          icon={<Save aria-hidden="true" />}
          pendingLabel="Saving the access details"
          pendingText="Saving…"
          className="sm:justify-self-auto"
        >
          Save Access Details
        </SubmitButton>
      </div>
    </form>
  )
}
