import { ArrowRight, Info } from 'lucide-react'

/** Says plainly, above everything, that this is sample data, and leads to ordering for real. */
export function DemoBanner() {
  return (
    <aside
      aria-label="Demo"
      className="mb-6 flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">This is a demo dashboard</strong> with sample data. Look around
          freely: nothing you do here is saved, sent or charged.
        </span>
      </p>
      <a
        href="/#pricing"
        className="inline-flex shrink-0 items-center gap-1 self-start rounded-md font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 sm:self-auto"
      >
        Order your website for real
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </aside>
  )
}
