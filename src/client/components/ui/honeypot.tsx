import type { ComponentProps } from 'react'

/**
 * The spam trap of a public form: a "website" field people never see or reach (off screen, out of the tab order,
 * hidden from assistive technology). Form-filling bots fill it in, and the server quietly ignores them.
 */
export function Honeypot(props: Omit<ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  )
}
