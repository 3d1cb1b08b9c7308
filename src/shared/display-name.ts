/*
 * How a person's name is written wherever it is shown: the admin's lists, the dashboard's header, invoices,
 * mails and the finance report. An account made by a sign-in code has no name yet; it is then called by its
 * e-mail address.
 */

export interface Named {
  firstName: string
  lastName: string
  email: string
}

/** `Ada Lovelace`; either part may be empty (`Ada`), and both (`''`). */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return `${(firstName ?? '').trim()} ${(lastName ?? '').trim()}`.trim()
}

/** The person's full name, or their e-mail address when they have no name. */
export function displayName(person: Named): string {
  return fullName(person.firstName, person.lastName) || person.email
}

/** Two letters for an avatar: the name's initials, or the e-mail address's first letter. */
export function initials(person: Named): string {
  const fromName = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`
  return (fromName || person.email.charAt(0)).toUpperCase()
}

/** How a mail opens: `Hi Ada,`, or `Hello,` for someone without a first name. */
export function greeting(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim()
  return name ? `Hi ${name},` : 'Hello,'
}
