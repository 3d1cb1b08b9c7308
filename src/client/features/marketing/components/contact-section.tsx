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
          <ContactForm />
        </div>
      </div>
    </section>
  )
}
