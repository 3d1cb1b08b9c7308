import type { ReactNode } from 'react'

/** A dashboard section's heading, with the section's action (a button) beside it. */
export function SectionHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold text-slate-900">{children}</h2>
      {action}
    </div>
  )
}
