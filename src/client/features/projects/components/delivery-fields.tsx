import type { FieldError, Path, UseFormRegister } from 'react-hook-form'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'

/** The delivery's access details as a form holds them: Deliver Project's and the correction's. */
export interface DeliveryFieldValues {
  websiteUrl: string
  adminUrl: string
  adminUsername: string
  adminPassword: string
  ftpHost: string
  ftpUsername: string
  ftpPassword: string
  deliveryNotes: string
}

/** The live site, its admin and FTP logins and the notes: one set of fields for delivering and for correcting. */
export function DeliveryFields<T extends DeliveryFieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>
  errors: Partial<Record<keyof DeliveryFieldValues, FieldError>>
}) {
  const field = (name: keyof DeliveryFieldValues) => register(name as Path<T>)
  return (
    <>
      <Field label="Live Website URL" error={errors.websiteUrl?.message}>
        {(p) => <Input {...p} {...field('websiteUrl')} type="url" inputMode="url" placeholder="https://…" />}
      </Field>
      <fieldset className="grid min-w-0 gap-4 *:content-start sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Website admin</legend>
        <Field label="Admin Panel URL" error={errors.adminUrl?.message}>
          {(p) => <Input {...p} {...field('adminUrl')} type="url" inputMode="url" placeholder="https://…" />}
        </Field>
        <Field label="Admin Username" error={errors.adminUsername?.message}>
          {(p) => <Input {...p} {...field('adminUsername')} autoComplete="off" />}
        </Field>
        <Field label="Admin Password" error={errors.adminPassword?.message}>
          {(p) => <Input {...p} {...field('adminPassword')} type="password" autoComplete="new-password" />}
        </Field>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4 *:content-start sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">FTP</legend>
        <Field label="FTP Host" error={errors.ftpHost?.message}>
          {(p) => <Input {...p} {...field('ftpHost')} autoComplete="off" />}
        </Field>
        <Field label="FTP Username" error={errors.ftpUsername?.message}>
          {(p) => <Input {...p} {...field('ftpUsername')} autoComplete="off" />}
        </Field>
        <Field label="FTP Password" error={errors.ftpPassword?.message}>
          {(p) => <Input {...p} {...field('ftpPassword')} type="password" autoComplete="new-password" />}
        </Field>
      </fieldset>
      <Field label="Delivery Notes" error={errors.deliveryNotes?.message}>
        {(p) => <Textarea {...p} {...field('deliveryNotes')} rows={3} />}
      </Field>
    </>
  )
}
