import type { ReactNode } from 'react'

/** Styles the plain elements of legal text, so the pages themselves stay readable markup. */
const proseClass = [
  'mt-4 grid gap-4 text-base leading-relaxed text-slate-700',
  '[&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li::marker]:text-slate-400',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
].join(' ')

export function LegalSection({
  id,
  number,
  title,
  children,
}: {
  id: string
  number: number
  title: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-b border-slate-200 py-8 first:pt-0 last:border-0"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        <span className="mr-2 text-brand-700">{number}.</span>
        {title}
      </h2>
      <div className={proseClass}>{children}</div>
    </section>
  )
}
