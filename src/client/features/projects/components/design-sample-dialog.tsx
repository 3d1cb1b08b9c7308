import { Save } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { DesignSampleInputSchema } from '../../../../shared/contracts/admin-projects'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useAddDesignSample } from '../api/add-design-sample'
import { useUpdateDesignSample } from '../api/update-design-sample'

interface Values {
  title: string
  description: string
  imageUrl: string
  previewUrl: string
  designNotes: string
}

/** Which sample the form edits: a new one for a project, or one that exists. */
export type SampleTarget = { kind: 'add'; projectId: number } | { kind: 'edit'; sample: DesignSample }

/** The design sample form: add a sample to a project or edit one. */
export function DesignSampleDialog({
  target,
  onOpenChange,
}: {
  /** The dialog is open while a target is set. */
  target: SampleTarget | null
  onOpenChange: (open: boolean) => void
}) {
  const editing = target?.kind === 'edit'
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Design Sample' : 'Add Design Sample'}
      description={
        editing
          ? 'Changes show in the client’s dashboard at once. A new image or preview is a new version: the current one is kept, with its comments, as an earlier version.'
          : 'The client picks one of the samples; the first one tells them samples are ready.'
      }
      size="lg"
    >
      {target && <SampleForm target={target} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  )
}

function SampleForm({ target, onDone }: { target: SampleTarget; onDone: () => void }) {
  const add = useAddDesignSample()
  const update = useUpdateDesignSample()
  const pending = add.isPending || update.isPending
  const sample = target.kind === 'edit' ? target.sample : null
  const form = useForm<Values>({
    defaultValues: {
      title: sample?.title ?? '',
      description: sample?.description ?? '',
      imageUrl: sample?.imageUrl ?? '',
      previewUrl: sample?.previewUrl ?? '',
      designNotes: sample?.designNotes ?? '',
    },
    resolver: contractResolver<Values>(DesignSampleInputSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  const failed = (fallback: string) => (err: unknown) => {
    showSubmitError(form, err, fallback)
  }

  const onSubmit = handleSubmit((body) => {
    if (target.kind === 'add') {
      add.mutate(
        { projectId: target.projectId, body },
        {
          onSuccess: ({ sample: added }) => {
            toast({
              title: 'Design Sample Added',
              description: `“${added.title}” is published.`,
              variant: 'success',
            })
            onDone()
          },
          onError: failed('Failed to add design sample'),
        },
      )
    } else {
      update.mutate(
        { id: target.sample.id, body },
        {
          onSuccess: ({ sample: saved }) => {
            toast({
              title: 'Design Sample Updated',
              description: `“${saved.title}” is saved.`,
              variant: 'success',
            })
            onDone()
          },
          onError: failed('Failed to update design sample'),
        },
      )
    }
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} autoComplete="off" />}
      </Field>
      <Field label="Image URL" error={errors.imageUrl?.message}>
        {(p) => <Input {...p} {...register('imageUrl')} type="url" inputMode="url" placeholder="https://…" />}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register('description')} rows={3} />}
      </Field>
      <Field label="Preview URL (optional)" error={errors.previewUrl?.message}>
        {(p) => (
          <Input {...p} {...register('previewUrl')} type="url" inputMode="url" placeholder="https://…" />
        )}
      </Field>
      <Field label="Design Notes (optional)" error={errors.designNotes?.message}>
        {(p) => <Textarea {...p} {...register('designNotes')} rows={3} />}
      </Field>
      <SubmitButton
        pending={pending}
        icon={<Save aria-hidden="true" />}
        pendingLabel="Saving the sample"
        pendingText="Saving…"
      >
        {target.kind === 'add' ? 'Add Sample' : 'Save Changes'}
      </SubmitButton>
    </form>
  )
}
