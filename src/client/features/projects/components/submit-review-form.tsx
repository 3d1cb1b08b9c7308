import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type AdminProject, SubmitForReviewSchema } from '../../../../shared/contracts/admin-projects'
import { AttachmentPicker } from '../../../components/attachments/attachment-picker'
import { useAttachments } from '../../../components/attachments/use-attachments'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useSubmitForReview } from '../api/submit-for-review'

interface Values {
  stagingUrl: string
  notes: string
}

/**
 * Under development: the staging site goes to the client for their final review, with screenshots of it (each
 * uploaded at once, with its progress) for the client to pin comments on.
 */
export function SubmitReviewForm({ project }: { project: AdminProject }) {
  const mutation = useSubmitForReview()
  const screenshots = useAttachments()
  const form = useForm<Values>({
    defaultValues: { stagingUrl: project.stagingUrl ?? '', notes: '' },
    resolver: contractResolver<Values>(SubmitForReviewSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  // The project leaves under_development, so this form is gone by the time the answer is in: the outcome is
  // read from the promise, which settles either way (a mutate() callback would not run once unmounted).
  const onSubmit = handleSubmit((body) =>
    mutation
      .mutateAsync({ projectId: project.id, body: { ...body, screenshotUploadIds: screenshots.uploadIds } })
      .then(
        () =>
          toast({
            title: 'Submitted for Review',
            description: 'The client can now review the site and approve it or ask for changes.',
            variant: 'success',
          }),
        (err: unknown) => {
          showSubmitError(form, err, 'Failed to submit for review')
        },
      ),
  )

  return (
    <section
      aria-labelledby={`review-${project.id}`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h4 id={`review-${project.id}`} className="font-semibold text-slate-900">
        Submit for Final Review
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        Share the staging site; the client approves it or asks for changes.
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-3 grid gap-3">
        <Field label="Staging URL" error={errors.stagingUrl?.message}>
          {(p) => (
            <Input {...p} {...register('stagingUrl')} type="url" inputMode="url" placeholder="https://…" />
          )}
        </Field>
        <Field label="Notes (optional)" error={errors.notes?.message}>
          {(p) => <Textarea {...p} {...register('notes')} rows={2} placeholder="What to look at first" />}
        </Field>
        <fieldset className="grid min-w-0 gap-2">
          <legend className="text-sm font-medium text-slate-900">Screenshots (optional)</legend>
          <p className="text-xs text-slate-600">
            Pictures of the staging site&rsquo;s pages: the client pins comments where they want changes.
          </p>
          <AttachmentPicker files={screenshots} disabled={mutation.isPending} />
        </fieldset>
        <Button
          type="submit"
          disabled={mutation.isPending || screenshots.uploading}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {mutation.isPending ? <Spinner label="Submitting for review" /> : <Send aria-hidden="true" />}
          {mutation.isPending
            ? 'Submitting…'
            : screenshots.uploading
              ? 'Uploading…'
              : 'Submit for Final Review'}
        </Button>
      </form>
    </section>
  )
}
