import { useForm } from 'react-hook-form'
import {
  BUSINESS_TYPES,
  CONTACT_TIMELINES,
  COUNTRY_CODES,
  type CreateContactRequest,
  CreateContactRequestSchema,
  DEFAULT_COUNTRY_CODE,
} from '../../../../shared/contracts/contact'
import { Button } from '../../../components/ui/button'
import { keepClear } from '../../../hooks/use-keep-clear'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateContact } from '../api/create-contact'
import { Honeypot } from '../../../components/ui/honeypot'

type ContactValues = Required<CreateContactRequest>

const EMPTY: ContactValues = {
  name: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  businessType: '',
  details: '',
  timeline: '',
  website: '',
}

/** The landing page's project enquiry, validated by the shared contract the server also uses. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({
    defaultValues: EMPTY,
    resolver: contractResolver<ContactValues>(CreateContactRequestSchema),
  })
  const mutation = useCreateContact()

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: "We'll get back to you within 24 hours with a detailed proposal.",
          variant: 'success',
        })
        reset(EMPTY)
      },
      onError: (err) => {
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to send message. Please try again.'),
          variant: 'destructive',
        })
      },
    }),
  )

  return (
    // method and action: a press before the page's script has run posts the form to the server (never by GET, so
    // nothing typed goes into an address); once it runs, onSubmit sends it in the page.
    <form
      method="post"
      action="/api/contact/form"
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5"
      aria-label="Project details"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your Name *" error={errors.name?.message}>
          {(p) => <Input {...p} {...register('name')} autoComplete="name" placeholder="Jane Smith" />}
        </Field>
        <Field label="Email Address *" error={errors.email?.message}>
          {(p) => (
            <Input
              {...p}
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder="jane@yourbusiness.com"
            />
          )}
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Phone Number">
          {(p) => (
            <div className="flex gap-2">
              <NativeSelect
                {...register('countryCode')}
                aria-label="Country code"
                autoComplete="tel-country-code"
                className="w-36 shrink-0"
              >
                {COUNTRY_CODES.map(([code, country]) => (
                  <option key={code} value={code}>
                    {code} {country}
                  </option>
                ))}
              </NativeSelect>
              <Input
                {...p}
                {...register('phone')}
                type="tel"
                autoComplete="tel-national"
                placeholder="555 123 4567"
                className="min-w-0"
              />
            </div>
          )}
        </Field>
        <Field label="Business Type">
          {(p) => (
            <NativeSelect {...p} {...register('businessType')}>
              <option value="">Select your business type</option>
              {BUSINESS_TYPES.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      <Field label="Project Details *" error={errors.details?.message}>
        {(p) => (
          <Textarea
            {...p}
            {...register('details')}
            rows={4}
            placeholder="Tell us about your business, the pages you need and any websites you like."
          />
        )}
      </Field>

      <Field label="Timeline">
        {(p) => (
          <NativeSelect {...p} {...register('timeline')}>
            <option value="">Select a timeline</option>
            {CONTACT_TIMELINES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <Honeypot {...register('website')} />

      <div className="grid gap-3">
        <Button ref={keepClear} type="submit" size="lg" disabled={mutation.isPending} className="w-full">
          {mutation.isPending ? (
            <>
              <Spinner label="Sending your details" />
              Sending...
            </>
          ) : (
            'Send My Project Details'
          )}
        </Button>
        <p className="text-center text-sm text-slate-600">
          We&apos;ll respond within 24 hours with a detailed proposal.
        </p>
      </div>
    </form>
  )
}
