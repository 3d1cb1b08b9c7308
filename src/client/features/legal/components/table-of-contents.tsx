/** Anchor links to each section; a box above the text on small screens, a sticky column on large ones. */
export function TableOfContents({ items }: { items: { id: string; title: string }[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="toc-heading" className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        Contents
      </h2>
      <ol className="mt-3 grid gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {items.map((item, i) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            >
              <span className="w-5 shrink-0 tabular-nums text-slate-500">{i + 1}.</span>
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
