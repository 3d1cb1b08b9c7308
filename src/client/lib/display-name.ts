import type { User } from '../../shared/contracts/auth'

type Named = Pick<User, 'firstName' | 'lastName' | 'email'>

/** Full name, or the e-mail address when the account has no name yet (accounts made by a sign-in code). */
export function displayName(user: Named): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

export function initials(user: Named): string {
  const fromName = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim()
  return (fromName || user.email.charAt(0)).toUpperCase()
}
