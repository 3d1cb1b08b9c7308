import type { LucideIcon } from 'lucide-react'
import { Clock, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../../shared/marketing'
import { Card } from '../../../components/ui/card'

const LINK = 'break-words text-sm text-brand-700 underline-offset-4 hover:underline'

function Method({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        {children}
      </div>
    </li>
  )
}

export function ContactMethodsCard() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Contact us</h2>
      <p className="mt-1 text-sm text-slate-600">Talk to the people who build your site.</p>
      <ul className="mt-5 grid gap-4">
        <Method icon={Mail} label="E-mail">
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
            {SUPPORT_EMAIL}
          </a>
        </Method>
        <Method icon={Phone} label="Phone">
          <a href={SUPPORT_PHONE_HREF} className={LINK}>
            {SUPPORT_PHONE}
          </a>
        </Method>
        <Method icon={Clock} label="Hours">
          <p className="text-sm text-slate-600">{SUPPORT_HOURS}</p>
        </Method>
      </ul>
    </Card>
  )
}
