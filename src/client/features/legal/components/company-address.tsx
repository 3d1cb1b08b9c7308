import type { ReactNode } from 'react'
import { COMPANY } from '../../../../shared/marketing'

/** The company's postal block, as both legal pages show it, with the contact lines each page needs. */
export function CompanyAddress({ children }: { children: ReactNode }) {
  return (
    <address className="not-italic rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
      <strong className="block">{COMPANY.legalName}</strong>
      {COMPANY.address.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {children}
      <span className="mt-3 block text-sm text-slate-600">
        Registered in England and Wales, company number {COMPANY.companyNumber}.
      </span>
    </address>
  )
}
