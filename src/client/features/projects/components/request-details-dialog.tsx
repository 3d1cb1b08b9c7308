import { MessageSquareMore } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  type AdminProject,
  RequestDetailsSchema,
  SPECIFIC_ITEMS,
  SPECIFIC_ITEM_LABELS,
} from '../../../../shared/contracts/admin-projects'
import {
  INFO_REQUEST_TYPES,
  INFO_REQUEST_URGENCIES,
  INFO_REQUEST_TYPE_LABELS,
  INFO_REQUEST_URGENCY_LABELS,
} from '../../../../shared/states'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { NativeSelect, Textarea } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useRequestDetails } from '../api/request-details'

type RequestType = (typeof INFO_REQUEST_TYPES)[number]
type Urgency = (typeof INFO_REQUEST_URGENCIES)[number]
type SpecificItem = (typeof SPECIFIC_ITEMS)[number]

interface Values {
  projectId: number
  requestType: RequestType
  urgency: Urgency
  details: string
  specificItems: SpecificItem[]
}

/** 'Request additional details from a client for a project': kept on the project, notified and e-mailed. */
export function RequestDetailsDialog({
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
      title="Request Details"
      description={
        <>
          Ask {project.user.firstName || project.user.email} for what {project.title} still needs. They get it
          in their dashboard and by e-mail.
        </>
      }
      size="lg"
    >
      <RequestDetailsForm project={project} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function RequestDetailsForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const mutation = useRequestDetails()
  const form = useForm<Values>({
    defaultValues: {
      projectId: project.id,
      requestType: 'clarification',
      urgency: 'normal',
      details: '',
      specificItems: [],
    },
    resolver: contractResolver<Values>(RequestDetailsSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Details Requested!',
          description: `${project.user.firstName || project.user.email} has been asked for the details.`,
          variant: 'success',
        })
        onDone()
      },
      onError: (err) => {
        showSubmitError(form, err, 'The request could not be sent. Please try again.')
      },
    }),
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 *:content-start sm:grid-cols-2">
        <Field label="Request type" error={errors.requestType?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('requestType')}>
              {INFO_REQUEST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INFO_REQUEST_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Urgency" error={errors.urgency?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('urgency')}>
              {INFO_REQUEST_URGENCIES.map((u) => (
                <option key={u} value={u}>
                  {INFO_REQUEST_URGENCY_LABELS[u]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Details" error={errors.details?.message}>
        {(p) => (
          <Textarea
            {...p}
            {...register('details')}
            rows={4}
            placeholder="What do you need from the client, and why?"
          />
        )}
      </Field>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Specific items (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SPECIFIC_ITEMS.map((item) => (
            <label
              key={item}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="checkbox"
                value={item}
                {...register('specificItems')}
                className="size-4 accent-brand-700"
              />
              {SPECIFIC_ITEM_LABELS[item]}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton
        pending={mutation.isPending}
        icon={<MessageSquareMore aria-hidden="true" />}
        pendingLabel="Sending the request"
        pendingText="Sending…"
      >
        Request Details
      </SubmitButton>
    </form>
  )
}
