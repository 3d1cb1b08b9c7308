import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { User, UserRole } from '../../shared/contracts/auth'
import { SessionCheck } from '../components/session-check'
import { useAccount, useForgetSession } from '../hooks/use-session'
import { homeFor, loginPathFor } from '../lib/session'

/**
 * The guard of a signed-in area: while the session is checked (and on the server, which never knows it) it
 * shows the session check; a visitor with no session goes to the area's sign-in page. Someone signed in with
 * another role: a customer area sends staff to their own home; a staff area treats any other session as none,
 * forgets it and opens its own sign-in page.
 */
export default function RequireRole({
  role,
  title,
  children,
}: {
  role: UserRole
  /** The heading shown while the session is checked. */
  title: string
  children: (user: User) => ReactNode
}) {
  const [, navigate] = useLocation()
  const { status, user } = useAccount()
  const forget = useForgetSession()
  const allowed = user?.role === role
  const refused = status === 'signed-out' || (status === 'signed-in' && !allowed)
  const target = !refused ? null : user && role === 'customer' ? homeFor(user.role) : loginPathFor(role)

  useEffect(() => {
    if (!target) return
    navigate(target, { replace: true })
    if (role !== 'customer') forget()
  }, [target, role, navigate, forget])

  if (!user || !allowed) return <SessionCheck title={title} />
  return children(user)
}
