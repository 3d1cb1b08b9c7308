import { ImageUp, Save } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  type AdminPortfolioItem,
  isPortfolioImageUrl,
  type PortfolioItemInput,
  PortfolioItemInputSchema,
} from '../../../../shared/contracts/admin-portfolio'
import { PORTFOLIO_CATEGORIES } from '../../../../shared/contracts/portfolio'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreatePortfolioItem } from '../api/create-portfolio-item'
import { useUpdatePortfolioItem } from '../api/update-portfolio-item'
import { IMAGE_TYPES, imageFileProblem, uploadPortfolioImage } from '../api/upload-portfolio-image'

export const PORTFOLIO_MESSAGES = {
  addFailed: 'Failed to add portfolio item. Please try again.',
  updateFailed: 'Failed to update portfolio item. Please try again.',
  deleteFailed: 'Failed to delete portfolio item. Please try again.',
} as const

interface Values {
  title: string
  description: string
  imageUrl: string
  websiteUrl: string
  category: string
  featured: boolean
}

/** Which item the form edits: a new one, or one that exists. */
export type PortfolioTarget = { kind: 'add' } | { kind: 'edit'; item: AdminPortfolioItem }

/** The portfolio item form: add an item or edit one. */
export function PortfolioItemDialog({
  target,
  onOpenChange,
}: {
  /** The dialog is open while a target is set. */
  target: PortfolioTarget | null
  onOpenChange: (open: boolean) => void
}) {
  const editing = target?.kind === 'edit'
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit portfolio item' : 'Add a portfolio item'}
      description={
        editing
          ? 'Changes show on the portfolio page and the landing page at once.'
          : 'The new item shows first on the portfolio page; featured items also show on the landing page.'
      }
      size="lg"
    >
      {target && <ItemForm target={target} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  )
}

type Upload =
  { status: 'idle' } | { status: 'uploading'; progress: number } | { status: 'error'; message: string }

function ItemForm({ target, onDone }: { target: PortfolioTarget; onDone: () => void }) {
  const create = useCreatePortfolioItem()
  const update = useUpdatePortfolioItem()
  const item = target.kind === 'edit' ? target.item : null
  const form = useForm<Values>({
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      imageUrl: item?.imageUrl ?? '',
      websiteUrl: item?.websiteUrl ?? '',
      category: item?.category ?? '',
      featured: item?.featured ?? false,
    },
    resolver: contractResolver<Values>(PortfolioItemInputSchema),
  })
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form
  const [upload, setUpload] = useState<Upload>({ status: 'idle' })
  const uploading = upload.status === 'uploading'
  const pending = create.isPending || update.isPending
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])
  const fileId = useId()
  const imageUrl = useWatch({ control, name: 'imageUrl' })

  const pickFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (!file) return
    const problem = imageFileProblem(file)
    if (problem) {
      e.target.value = ''
      setUpload({ status: 'error', message: problem })
      return
    }
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setUpload({ status: 'uploading', progress: 0 })
    uploadPortfolioImage(
      file,
      (progress) => setUpload({ status: 'uploading', progress }),
      current.signal,
    ).then(
      (answer) => {
        if (controller.current !== current) return
        setValue('imageUrl', answer.url, { shouldValidate: true, shouldDirty: true })
        setUpload({ status: 'idle' })
      },
      (err: unknown) => {
        if (controller.current !== current) return
        setUpload({ status: 'error', message: errorMessage(err, 'The upload failed. Please try again.') })
      },
    )
  }

  const failed = (fallback: string) => (err: unknown) => {
    // A refusal that names a field goes under it; anything else is the one message the admin is shown.
    if (applyServerErrors(form, err)) return
    toast({ title: 'Error', description: fallback, variant: 'destructive' })
  }

  const onSubmit = handleSubmit((values) => {
    // The resolver has parsed the values with the contract: the category is one of the list.
    const body = values as unknown as PortfolioItemInput
    if (target.kind === 'add') {
      create.mutate(body, {
        onSuccess: ({ item: added }) => {
          toast({
            title: 'Portfolio Item Added',
            description: `“${added.title}” is on the portfolio page.`,
            variant: 'success',
          })
          onDone()
        },
        onError: failed(PORTFOLIO_MESSAGES.addFailed),
      })
    } else {
      update.mutate(
        { id: target.item.id, body },
        {
          onSuccess: ({ item: saved }) => {
            toast({
              title: 'Portfolio Item Updated',
              description: `“${saved.title}” is saved.`,
              variant: 'success',
            })
            onDone()
          },
          onError: failed(PORTFOLIO_MESSAGES.updateFailed),
        },
      )
    }
  })

  const percent = upload.status === 'uploading' ? Math.round(upload.progress * 100) : null
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} autoComplete="off" />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('category')}>
            <option value="">Choose a category</option>
            {PORTFOLIO_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register('description')} rows={3} />}
      </Field>

      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-900">Image</legend>
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>Upload an image</Label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={pickFile}
            disabled={pending}
            aria-describedby={`${fileId}-hint`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          />
          <p id={`${fileId}-hint`} className="flex items-center gap-1.5 text-xs text-slate-600">
            <ImageUp className="size-3.5" aria-hidden="true" />
            PNG, JPEG, WebP or GIF, up to 5 MB; or give the address of an image below.
          </p>
          <div aria-live="polite">
            {percent !== null && (
              <div className="grid gap-1">
                <progress
                  value={percent}
                  max={100}
                  aria-label="Image upload progress"
                  className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                />
                <span className="text-xs text-slate-600">Uploading… {percent}%</span>
              </div>
            )}
            {upload.status === 'error' && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {upload.message}
              </p>
            )}
          </div>
        </div>
        <Field label="Image URL" error={errors.imageUrl?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('imageUrl')}
              type="url"
              inputMode="url"
              placeholder="https://…"
              readOnly={uploading}
            />
          )}
        </Field>
        {isPortfolioImageUrl(imageUrl.trim()) && (
          <img
            src={imageUrl.trim()}
            alt="Preview of the image"
            className="aspect-[3/2] w-40 rounded-md border border-slate-200 bg-slate-100 object-cover object-top"
          />
        )}
      </fieldset>

      <Field label="Website URL (optional)" error={errors.websiteUrl?.message}>
        {(p) => (
          <Input {...p} {...register('websiteUrl')} type="url" inputMode="url" placeholder="https://…" />
        )}
      </Field>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500">
        <input type="checkbox" {...register('featured')} className="mt-0.5 size-4 accent-brand-700" />
        <span>
          <span className="font-medium text-slate-900">Featured</span>
          <span className="block text-slate-600">Also shown on the landing page.</span>
        </span>
      </label>
      <SubmitButton
        pending={pending || uploading}
        icon={<Save aria-hidden="true" />}
        pendingLabel={uploading ? 'Uploading the image' : 'Saving the portfolio item'}
        pendingText={uploading ? 'Uploading…' : 'Saving…'}
      >
        {target.kind === 'add' ? 'Add Item' : 'Save Changes'}
      </SubmitButton>
    </form>
  )
}
