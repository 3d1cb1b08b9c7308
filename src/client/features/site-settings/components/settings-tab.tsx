import { RefreshCw, Save } from 'lucide-react'
import { formatInputDateTime } from '../../../../shared/dates'
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form'
import {
  type AdminSiteSettings,
  claimFigure,
  type UpdateSiteSettings,
  UpdateSiteSettingsSchema,
} from '../../../../shared/contracts/site-settings'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { Input, Textarea } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { serverFieldErrors } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useAdminSettings } from '../api/get-admin-settings'
import { useUpdateAdminSettings } from '../api/update-admin-settings'

type Counted = 'businessesServed' | 'sitesDelivered'
type Stated = 'rating' | 'averageDelivery' | 'satisfaction'

/**
 * The form as typed: the body's shape, but the address as one line per row of a text area and the promotion's end
 * as a `datetime-local` value (the browser's local time).
 */
interface Values {
  trustBar: Record<Counted, { label: string; stated: number }> &
    Record<Stated, { label: string; value: string }>
  guaranteeDays: number
  chatNumber: string
  company: { legalName: string; address: string; email: string; companyNumber: string; taxNumber: string }
  timeZone: string
  /** One day per line. */
  holidays: string
  promotion: { title: string; discountPercent: number; endsAt: string }
}

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
function toLocalInput(iso: string): string {
  return formatInputDateTime(iso)
}

/** A `datetime-local` value as an instant; what is not one is sent as it is, for the schema to refuse. */
function fromLocalInput(value: string): string {
  const d = new Date(value)
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value
}

function toValues(data: AdminSiteSettings, now = Date.now()): Values {
  const { company, ...settings } = data.settings
  const promotion = data.promotion
  return {
    ...settings,
    holidays: settings.holidays.join('\n'),
    company: {
      legalName: company.legalName,
      address: company.addressLines.join('\n'),
      email: company.email,
      companyNumber: company.companyNumber,
      taxNumber: company.taxNumber,
    },
    promotion: {
      title: promotion?.title ?? '',
      discountPercent: promotion?.discountPercent ?? 15,
      endsAt: toLocalInput(promotion?.endsAt ?? new Date(now + 7 * 24 * 3600_000).toISOString()),
    },
  }
}

function toBody(values: Values): UpdateSiteSettings {
  const { address, ...company } = values.company
  return {
    ...values,
    holidays: values.holidays
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    company: {
      ...company,
      addressLines: address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    promotion: { ...values.promotion, endsAt: fromLocalInput(values.promotion.endsAt) },
  }
}

/** A message's field in the body (`company.addressLines.1`, `holidays.0`) → the form's field that shows it. */
function formField(path: string): string {
  if (path.startsWith('company.addressLines')) return 'company.address'
  return path.startsWith('holidays') ? 'holidays' : path
}

/** Checks the body the form would send with the shared schema, and puts each message under its form field. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = UpdateSiteSettingsSchema.safeParse(toBody(values))
  if (parsed.success) return { values, errors: {} }
  const errors: Record<string, unknown> = {}
  for (const issue of parsed.error.issues) {
    const keys = formField(issue.path.join('.')).split('.')
    let node = errors
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
    const last = keys.at(-1)!
    node[last] ??= { type: 'validation', message: issue.message }
  }
  return { values: {}, errors: errors as FieldErrors<Values> }
}

const COUNTED: Array<{ key: Counted; name: string }> = [
  { key: 'businessesServed', name: 'Businesses served' },
  { key: 'sitesDelivered', name: 'Sites delivered' },
]
const STATED: Array<{ key: Stated; name: string; placeholder: string }> = [
  { key: 'rating', name: 'Rating', placeholder: '4.9/5' },
  { key: 'averageDelivery', name: 'Delivery time', placeholder: '7 days' },
  { key: 'satisfaction', name: 'Satisfaction', placeholder: '99%' },
]

/**
 * Settings: what the public pages state (the trust bar's figures, the guarantee, the chat number), the studio's
 * details printed on new invoices, and the promotion the countdown banner shows.
 */
export function SettingsTab() {
  const query = useAdminSettings()
  if (query.isPending)
    return (
      <div className="grid gap-6" aria-busy="true">
        <Spinner label="Loading settings" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 rounded-2xl" />
        ))}
      </div>
    )
  if (query.isError)
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-6">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(query.error, 'The settings could not be loaded.')}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    )
  // A new form for each saved answer, so it starts from what the server holds.
  return <SettingsForm key={query.dataUpdatedAt} data={query.data} />
}

function SettingsForm({ data }: { data: AdminSiteSettings }) {
  const mutation = useUpdateAdminSettings()
  const form = useForm<Values>({ defaultValues: toValues(data), resolver })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form
  const trustBar = useWatch({ control, name: 'trustBar' })

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(toBody(values)).then(
      () => {
        toast({
          title: 'Settings Saved',
          description: 'The public pages show the new settings; new invoices carry the company details.',
          variant: 'success',
        })
      },
      (err: unknown) => {
        let applied = false
        for (const [path, message] of Object.entries(serverFieldErrors(err))) {
          setError(formField(path) as never, { type: 'server', message }, { shouldFocus: !applied })
          applied = true
        }
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to save settings. Please try again.'),
          variant: 'destructive',
        })
      },
    ),
  )

  const pending = mutation.isPending
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-6"
      aria-label="Site settings"
    >
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Trust bar</h2>
          <CardDescription>
            The figures under the landing page&apos;s first screen. Counted figures add the{' '}
            <strong>{data.deliveredCount}</strong> {data.deliveredCount === 1 ? 'site' : 'sites'} delivered
            here to the figure stated for earlier work, rounded down.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {COUNTED.map(({ key, name }) => {
            const stated = Number(trustBar?.[key]?.stated)
            const shown = Number.isFinite(stated) ? claimFigure(stated + data.deliveredCount) : '—'
            return (
              <fieldset key={key} className="grid min-w-0 gap-4 *:content-start sm:grid-cols-2">
                <legend className="mb-3 text-sm font-semibold text-slate-900">{name}</legend>
                <Field label="Label" error={errors.trustBar?.[key]?.label?.message}>
                  {(p) => <Input {...p} {...register(`trustBar.${key}.label`)} />}
                </Field>
                <Field
                  label="Stated figure (before this site)"
                  error={errors.trustBar?.[key]?.stated?.message}
                  hint={
                    <span data-testid={`${key}-shown`}>
                      Shown as <strong>{shown}</strong>: stated + {data.deliveredCount} delivered here
                    </span>
                  }
                >
                  {(p) => (
                    <Input
                      {...p}
                      {...register(`trustBar.${key}.stated`, { valueAsNumber: true })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                    />
                  )}
                </Field>
              </fieldset>
            )
          })}
          {STATED.map(({ key, name, placeholder }) => (
            <fieldset key={key} className="grid min-w-0 gap-4 *:content-start sm:grid-cols-2">
              <legend className="mb-3 text-sm font-semibold text-slate-900">{name}</legend>
              <Field label="Label" error={errors.trustBar?.[key]?.label?.message}>
                {(p) => <Input {...p} {...register(`trustBar.${key}.label`)} />}
              </Field>
              <Field label="Value" error={errors.trustBar?.[key]?.value?.message}>
                {(p) => <Input {...p} {...register(`trustBar.${key}.value`)} placeholder={placeholder} />}
              </Field>
            </fieldset>
          ))}
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Guarantee</h2>
            <CardDescription>
              The money-back guarantee the landing page promises after delivery.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Field label="Days after delivery" error={errors.guaranteeDays?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register('guaranteeDays', { valueAsNumber: true })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  step={1}
                />
              )}
            </Field>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Chat</h2>
            <CardDescription>The WhatsApp number of the chat button on every page.</CardDescription>
          </CardHeader>
          <CardContent>
            <Field label="Chat phone number" error={errors.chatNumber?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register('chatNumber')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="+44 20 4577 1290"
                />
              )}
            </Field>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Company details</h2>
          <CardDescription>
            Printed on invoices issued from now on; invoices already issued keep the details they were issued
            with.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 *:content-start sm:grid-cols-2">
          <Field label="Company name" error={errors.company?.legalName?.message}>
            {(p) => <Input {...p} {...register('company.legalName')} autoComplete="organization" />}
          </Field>
          <Field label="Billing e-mail" error={errors.company?.email?.message}>
            {(p) => <Input {...p} {...register('company.email')} type="email" inputMode="email" />}
          </Field>
          <Field
            label="Address"
            error={errors.company?.address?.message}
            hint="One line per row, up to six."
            className="sm:col-span-2"
          >
            {(p) => <Textarea {...p} {...register('company.address')} rows={4} />}
          </Field>
          <Field label="Company number" error={errors.company?.companyNumber?.message} hint="Blank for none.">
            {(p) => <Input {...p} {...register('company.companyNumber')} autoComplete="off" />}
          </Field>
          <Field label="Tax (VAT) number" error={errors.company?.taxNumber?.message} hint="Blank for none.">
            {(p) => <Input {...p} {...register('company.taxNumber')} autoComplete="off" />}
          </Field>
          <Field
            label="Time zone"
            error={errors.timeZone?.message}
            hint="An IANA name such as Europe/London: the finance reports count days and months in it."
          >
            {(p) => <Input {...p} {...register('timeZone')} autoComplete="off" spellCheck={false} />}
          </Field>
          <Field
            label="Studio holidays"
            error={errors.holidays?.message}
            hint="One day per line, e.g. 2026-12-25: delivery dates count no business day on them."
          >
            {(p) => <Textarea {...p} {...register('holidays')} rows={4} spellCheck={false} />}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Promotion</h2>
          <CardDescription>
            The countdown banner on the landing page, shown until it ends. The discount at checkout is the
            promotion&apos;s coupon&apos;s own.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 *:content-start sm:grid-cols-2">
          <Field label="Title" error={errors.promotion?.title?.message} className="sm:col-span-2">
            {(p) => <Input {...p} {...register('promotion.title')} />}
          </Field>
          <Field label="Discount (%)" error={errors.promotion?.discountPercent?.message}>
            {(p) => (
              <Input
                {...p}
                {...register('promotion.discountPercent', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                step={1}
              />
            )}
          </Field>
          <Field label="Ends at" error={errors.promotion?.endsAt?.message}>
            {(p) => <Input {...p} {...register('promotion.endsAt')} type="datetime-local" />}
          </Field>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner label="Saving settings" /> : <Save aria-hidden="true" />}
          {pending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  )
}
