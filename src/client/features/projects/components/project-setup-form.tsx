import { ArrowRight } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type ProjectSetupFields, ProjectSetupFieldsSchema } from '../../../../shared/contracts/projects'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { errorMessage } from '../../../lib/error-message'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { type ProjectSetupResponse, useSubmitProjectSetup } from '../api/submit-project-setup'
import { useUpdateBrief } from '../api/update-brief'
import { useUpload } from '../hooks/use-upload'
import { LogoUpload } from './logo-upload'
import { EMPTY_SETUP, SETUP_GROUPS, type SetupFieldName } from './setup-fields'

type SetupValues = Record<SetupFieldName, string>

/**
 * The requirements form in four groups, checked on submit with the shared contract (the messages the server
 * answers with). A logo, if chosen, is uploaded first and sent by its id.
 */
export function ProjectSetupForm({
  projectId,
  defaults,
  onSubmitted,
  edit,
}: {
  projectId: number
  defaults?: Partial<SetupValues>
  onSubmitted?: (res: ProjectSetupResponse) => void
  /** Correcting a brief already sent (its page): saved by its own call, the logo kept unless a new one is chosen. */
  edit?: { onDone: () => void }
}) {
  const form = useForm<SetupValues>({
    resolver: contractResolver<SetupValues>(ProjectSetupFieldsSchema),
    defaultValues: { ...EMPTY_SETUP, ...defaults },
  })
  const { register, handleSubmit, formState } = form
  const { errors } = formState
  const upload = useUpload()
  const submit = useSubmitProjectSetup()
  const update = useUpdateBrief(projectId)
  const uploading = upload.state.status === 'uploading'
  const pending = submit.isPending || update.isPending

  const failed = (err: unknown) => {
    if (applyServerErrors(form, err)) return
    toast({
      title: edit ? 'Brief Not Saved' : 'Submission Failed',
      description: errorMessage(err, 'Please try again'),
      variant: 'destructive',
    })
  }

  const onSubmit = handleSubmit((values) => {
    const logoUploadId = upload.state.status === 'done' ? upload.state.upload.id : null
    if (edit) {
      update.mutate(
        { ...(values as unknown as ProjectSetupFields), ...(logoUploadId ? { logoUploadId } : {}) },
        {
          onSuccess: (res) => {
            toast({ title: 'Brief Updated', description: res.message, variant: 'success' })
            edit.onDone()
          },
          onError: failed,
        },
      )
      return
    }
    // The resolver has parsed the values with the contract, so they are its output.
    submit.mutate(
      { projectId, logoUploadId, ...(values as unknown as ProjectSetupFields) },
      {
        onSuccess: (res) => {
          toast({
            title: 'Requirements Submitted',
            description: res.message || 'Thank you! Our team will start on your design.',
            variant: 'success',
          })
          onSubmitted?.(res)
        },
        onError: failed,
      },
    )
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-6" aria-busy={pending}>
      {SETUP_GROUPS.map((group) => (
        <Card key={group.id}>
          <CardHeader>
            <h2 id={`setup-${group.id}`} className="text-lg font-semibold leading-tight text-slate-900">
              {group.title}
            </h2>
            <CardDescription>{group.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset aria-labelledby={`setup-${group.id}`} className="grid min-w-0 gap-5 sm:grid-cols-2">
              {group.fields.map((f) => (
                <Field
                  key={f.name}
                  label={f.optional ? `${f.label} (optional)` : f.label}
                  error={errors[f.name]?.message}
                  hint={f.hint}
                  className={f.multiline ? 'sm:col-span-2' : undefined}
                >
                  {(p) =>
                    f.options ? (
                      <NativeSelect {...p} {...register(f.name)}>
                        {f.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : f.multiline ? (
                      <Textarea
                        {...p}
                        rows={4}
                        placeholder={f.placeholder}
                        autoComplete={f.autoComplete}
                        {...register(f.name)}
                      />
                    ) : (
                      <Input
                        {...p}
                        type={f.type ?? 'text'}
                        placeholder={f.placeholder}
                        autoComplete={f.autoComplete}
                        {...register(f.name)}
                      />
                    )
                  }
                </Field>
              ))}
              {group.id === 'design' && (
                <div className="sm:col-span-2">
                  <LogoUpload
                    state={upload.state}
                    onPick={upload.start}
                    onRemove={upload.reset}
                    disabled={pending}
                  />
                </div>
              )}
            </fieldset>
          </CardContent>
        </Card>
      ))}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {uploading
            ? 'Please wait for the logo to finish uploading.'
            : edit
              ? 'The studio is told what you change. Your logo stays unless you choose a new one.'
              : 'You can send more material by e-mail later.'}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {edit && (
            <Button type="button" variant="outline" size="lg" onClick={edit.onDone} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="lg" disabled={pending || uploading} className="w-full sm:w-auto">
            {pending ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]"
                />
                {edit ? 'Saving...' : 'Submitting...'}
              </>
            ) : edit ? (
              'Save Changes'
            ) : (
              <>
                Submit Requirements
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </div>
    </form>
  )
}
