import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TableOfContents } from './table-of-contents'
import { LegalSection } from './legal-section'

export interface LegalSectionDef {
  /** Anchor for the table of contents, e.g. `refunds` → /terms-of-service#refunds. */
  id: string
  title: string
  content: ReactNode
}

/** A legal page: back link, title and date, a table of contents and numbered sections at a readable width. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  updated: string
  intro: ReactNode
  sections: LegalSectionDef[]
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-6 sm:px-6 sm:pb-14 lg:px-8">
          <Button asChild variant="ghost" className="-ml-3">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm font-medium text-slate-600">Last updated: {updated}</p>
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <TableOfContents items={sections} />
        <article className="min-w-0 max-w-3xl">
          {sections.map((s, i) => (
            <LegalSection key={s.id} id={s.id} number={i + 1} title={s.title}>
              {s.content}
            </LegalSection>
          ))}
        </article>
      </div>
    </>
  )
}
