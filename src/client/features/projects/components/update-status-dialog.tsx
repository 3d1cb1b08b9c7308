import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { AdminProject } from '../../../../shared/contracts/admin-projects'
import { UpdateProjectStatusSchema } from '../../../../shared/contracts/admin-projects'
import { PROJECT_STATUSES, type ProjectStatus, STATUS_LABELS } from '../../../../shared/lifecycle'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { NativeSelect, Textarea } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useUpdateProjectStatus } from '../api/update-project-status'
import { CancelProjectForm } from './cancel-project-form'

/** Every status the picker offers: delivery has its own form, with the access details. */
export const PICKABLE_STATUSES = PROJECT_STATUSES.filter(
  (s): s is Exclude<ProjectStatus, 'delivered'> => s !== 'delivered',
)

interface Values {
  status: string
  note: string
}

/**
 * 'Update Project Status': any status but delivered, with a note the client reads on their timeline. Cancelled
 * first asks what happens to the client's money (CancelProjectForm).
 */
export function UpdateStatusDialog({
  project,
  open,
  onOpenChange,
}: {
  project: AdminProject
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Project Status"
      description={
        <>
          {project.title} — now {project.statusLabel}. The change is kept on the project&apos;s timeline and
          the client is notified.
        </>
      }
    >
      <UpdateStatusForm project={project} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function UpdateStatusForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const mutation = useUpdateProjectStatus()
  // A refusal (409: the move is not allowed from here) is shown in the form, where the admin is looking.
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({
    // A delivered project is not among the choices: the admin picks where it goes back to.
    defaultValues: { status: project.status === 'delivered' ? '' : project.status, note: '' },
    resolver: contractResolver<Values>(UpdateProjectStatusSchema),
  })
  // Cancelling a project that was not cancelled when the dialog opened is its own form, with the refund question
  // (kept while its answer comes, though the project is cancelled by then).
  const [openedAs] = useState(project.status)
  const cancelling = useWatch({ control, name: 'status' }) === 'cancelled' && openedAs !== 'cancelled'

  const onSubmit = handleSubmit((body) => {
    setRefusal(null)
    mutation.mutate(
      { id: project.id, body },
      {
        onSuccess: ({ project: updated }) => {
          toast({
            title: 'Project Updated!',
            description: `${updated.title} is now ${updated.statusLabel}.`,
            variant: 'success',
          })
          onDone()
        },
        onError: (err) => setRefusal(errorMessage(err, 'The status could not be changed. Please try again.')),
      },
    )
  })

  const picker = (
    <Field label="Status" error={errors.status?.message}>
      {(p) => (
        <NativeSelect {...p} {...register('status')}>
          {project.status === 'delivered' && (
            <option value="" disabled>
              Delivered — choose a status
            </option>
          )}
          {PICKABLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
  return (
    <div className="grid gap-4">
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        {picker}
        {!cancelling && (
          <>
            <Field label="Note (optional)" error={errors.note?.message} hint="Tell the client why.">
              {(p) => <Textarea {...p} {...register('note')} placeholder="Tell the client why" rows={3} />}
            </Field>
            {refusal && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                {refusal}
              </p>
            )}
            <SubmitButton
              pending={mutation.isPending}
              icon={<RefreshCw aria-hidden="true" />}
              pendingLabel="Updating the status"
              pendingText="Updating…"
            >
              Update Status
            </SubmitButton>
          </>
        )}
      </form>
      {/* Its own form (a form cannot hold another), after the picker that chose it. */}
      {cancelling && <CancelProjectForm project={project} onDone={onDone} />}
    </div>
  )
}
