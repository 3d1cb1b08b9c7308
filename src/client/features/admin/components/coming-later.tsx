import type { LucideIcon } from 'lucide-react'

/** A section of the admin panel that is not built yet: said plainly, with no sample data standing in. */
export function ComingLater({
  icon: Icon,
  title,
  about,
}: {
  icon: LucideIcon
  title: string
  about: string
}) {
  return (
    <section
      aria-labelledby={`later-${title}`}
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={`later-${title}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{about}</p>
      <p className="mt-4 text-sm font-medium text-slate-800">This section arrives in a later release.</p>
    </section>
  )
}
