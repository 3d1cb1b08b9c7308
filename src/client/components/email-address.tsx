import { Fragment } from 'react'

/**
 * An e-mail address that wraps, when it must, after the @ or before a dot rather than in the middle of a word;
 * only an address with no such place left breaks wherever it has to.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/)
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
