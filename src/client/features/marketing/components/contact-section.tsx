import { Clock, Mail, Phone } from 'lucide-react'
import {
  CONTACT_RESPONSE_HOURS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../../../shared/marketing'
import { ContactForm } from './contact-form'
import { SectionHeading } from '../../../components/section-heading'

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-brand-900 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="contact-title"
            eyebrow="Talk to a developer"
            title="Still Confused? Our Developer Will Call You!"
            align="left"
            inverse
          >
            Tell us about your business and what you need. One of our developers will call you or reply with a
            detailed proposal, with no obligation to order.
          </SectionHeading>
          <ul className="mt-10 grid gap-5 text-brand-100">
            <li className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
              <a href={`mailto:${SUPPORT_EMAIL}`} className="text-white underline-offset-2 hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
              <a href={SUPPORT_PHONE_HREF} className="text-white underline-offset-2 hover:underline">
                {SUPPORT_PHONE}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock className="size-5 shrink-0 text-amber-300" aria-hidden="true" />
              <span>
                {SUPPORT_HOURS}; we answer every enquiry within {CONTACT_RESPONSE_HOURS} hours.
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-2xl sm:p-8 lg:col-span-3">
          {/* What a form the browser posted itself (before the page's script ran) came back to: shown by the
              address's #fragment alone (CSS :target), so it needs no script either. */}
          <p
            id="contact-sent"
            role="status"
            className="mb-5 hidden scroll-mt-28 rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900 target:block"
          >
            Message sent! We&apos;ll get back to you within {CONTACT_RESPONSE_HOURS} hours with a detailed
            proposal.
          </p>
          <p
            id="contact-invalid"
            role="alert"
            className="mb-5 hidden scroll-mt-28 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-900 target:block"
          >
            Your message was not sent: please give your name, a valid e-mail address and your project details.
          </p>
          <p
            id="contact-busy"
            role="alert"
            className="mb-5 hidden scroll-mt-28 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-900 target:block"
          >
            You have sent several messages in a short time. Please wait a while before sending another.
          </p>
          <ContactForm />
        </div>
      </div>
    </section>
  )
}
