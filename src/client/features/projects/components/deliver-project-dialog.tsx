import { Rocket } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type AdminProject, DeliverProjectSchema } from '../../../../shared/contracts/admin-projects'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useDeliverProject } from '../api/deliver-project'
import { DeliveryFields, type DeliveryFieldValues } from './delivery-fields'
import { displayName } from '../../../../shared/display-name'

interface Values extends DeliveryFieldValues {
  projectId: number
  maintenanceIncluded: boolean
}

/** 'Deliver Project' (only from completed): the live site and its access details, sent to the client. */
export function DeliverProjectDialog({
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
      title="Deliver Project"
      description={
        <>
          {project.title} for {displayName(project.user)}. The client is notified and e-mailed; the passwords
          are stored sealed and shown only to them and to admins.
        </>
      }
      size="xl"
    >
      <DeliverForm project={project} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function DeliverForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const mutation = useDeliverProject()
  const form = useForm<Values>({
    defaultValues: {
      projectId: project.id,
      websiteUrl: project.websiteUrl ?? '',
      adminUrl: '',
      adminUsername: '',
      adminPassword: '',
      ftpHost: '',
      ftpUsername: '',
      ftpPassword: '',
      deliveryNotes: '',
      maintenanceIncluded: true,
    },
    resolver: contractResolver<Values>(DeliverProjectSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  // The card drops this dialog once the project is delivered, possibly before the answer is handled here: the
  // outcome is read from the promise, which settles either way (a mutate() callback would not run once unmounted).
  const onSubmit = handleSubmit((body) =>
    mutation.mutateAsync(body).then(
      ({ project: delivered }) => {
        toast({
          title: 'Project Delivered!',
          description: `${delivered.title} is live and the client has their access details.`,
          variant: 'success',
        })
        onDone()
      },
      (err: unknown) => {
        showSubmitError(form, err, 'The project could not be delivered. Please try again.')
      },
    ),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <DeliveryFields register={register} errors={errors} />
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500">
        <input
          type="checkbox"
          {...register('maintenanceIncluded')}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          <span className="font-medium text-slate-900">Include 1 month of free maintenance</span>
          <span className="block text-slate-600">
            Nothing is billed: after the month the client may choose a paid plan under Billing.
          </span>
        </span>
      </label>
      <SubmitButton
        pending={mutation.isPending}
        icon={<Rocket aria-hidden="true" />}
        pendingLabel="Delivering the project"
        pendingText="Delivering…"
      >
        Deliver Project
      </SubmitButton>
    </form>
  )
}
