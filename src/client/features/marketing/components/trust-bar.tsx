import { useSiteSettings } from '../../../hooks/use-site-settings'

/**
 * The studio's figures as the landing page states them: an admin edits them in the panel's Settings, and the
 * counted ones add the projects delivered here (the server renders the page with them).
 */
export function TrustBar() {
  const stats = useSiteSettings().trustBar
  return (
    <section aria-label="SiteCraft in numbers" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
        {stats.map((s, i) => (
          <div
            key={i}
            className={`flex flex-col items-center text-center ${i === stats.length - 1 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="order-2 mt-1 text-sm text-slate-600">{s.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-brand-800">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
