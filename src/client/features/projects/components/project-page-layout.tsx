import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'

export interface ProjectPageSection {
  id: string
  title: string
  content: ReactNode
}

/**
 * A project's own page, on either side: the way back to the list, the project's name, a contents line linking to
 * each section, and the sections as cards, one under the other.
 */
export function ProjectPageLayout({
  back,
  title,
  badges,
  sections,
}: {
  back: { to: string; label: string }
  title: string
  badges?: ReactNode
  sections: ProjectPageSection[]
}) {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-3">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{title}</h1>
          {badges}
        </div>
        <nav aria-label="Sections of this project">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="rounded-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-20">
          <Card className="grid min-w-0 gap-4 p-5 sm:p-6">
            <h2 id={`${s.id}-heading`} className="text-lg font-semibold text-slate-900">
              {s.title}
            </h2>
            {s.content}
          </Card>
        </section>
      ))}
    </div>
  )
}
