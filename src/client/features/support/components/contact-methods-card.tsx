import { Clock, Mail, Phone } from 'lucide-react'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from '../../../../shared/marketing'
import { Card } from '../../../components/ui/card'

export function ContactMethodsCard() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Contact us</h2>
      <p className="mt-1 text-sm text-slate-600">Talk to the people who build your site.</p>
      <ul className="mt-5 grid gap-4">
        <li className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">E-mail</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="break-words text-sm text-brand-700 underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Phone className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium text-slate-900">Phone</p>
            <a
              href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}
              className="text-sm text-brand-700 underline-offset-4 hover:underline"
            >
              {SUPPORT_PHONE}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Clock className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium text-slate-900">Hours</p>
            <p className="text-sm text-slate-600">{SUPPORT_HOURS}</p>
          </div>
        </li>
      </ul>
    </Card>
  )
}
