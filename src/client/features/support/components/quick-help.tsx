import { ArrowRight, BookOpen, CircleHelp, PlayCircle } from 'lucide-react'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'

const tileClass = 'flex items-center gap-3 rounded-xl border border-slate-200 p-3'
const iconClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700'

/** Tutorials and guides are still being written, so they say so instead of pretending to be buttons. */
export function QuickHelp() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Quick help</h2>
      <ul className="mt-4 grid gap-3">
        <li className={tileClass}>
          <span className={iconClass}>
            <PlayCircle className="size-5" aria-hidden="true" />
          </span>
          <span className="flex-1 text-sm font-medium text-slate-800">Video tutorials</span>
          <Badge variant="secondary">Coming soon</Badge>
        </li>
        <li className={tileClass}>
          <span className={iconClass}>
            <BookOpen className="size-5" aria-hidden="true" />
          </span>
          <span className="flex-1 text-sm font-medium text-slate-800">User guides</span>
          <Badge variant="secondary">Coming soon</Badge>
        </li>
        <li>
          <a
            href="/#faq"
            className={`${tileClass} group transition-colors hover:border-brand-200 hover:bg-brand-50`}
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <CircleHelp className="size-5" aria-hidden="true" />
            </span>
            <span className="flex-1 text-sm font-medium text-slate-800">Frequently asked questions</span>
            <ArrowRight
              className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </a>
        </li>
      </ul>
    </Card>
  )
}
