import { type ReactNode, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { User, UserRole } from '../../shared/contracts/auth'
import { SessionCheck } from '../components/session-check'
import { EnrolmentGate } from '../features/session/components/enrolment-gate'
import { useAccount } from '../hooks/use-session'
import { homeFor, loginPathFor } from '../lib/session'

/**
 * The guard of a signed-in area: while the session is checked (and on the server, which never knows it) it
 * shows the session check; a visitor with no session goes to the area's sign-in page; someone signed in with
 * another role goes to their own area, still signed in. A staff account that has yet to enrol its
 * authenticator (where that is required) sees the enrolment step instead of its area.
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
  const { status, user, mustEnrollTotp } = useAccount()
  const allowed = user?.role === role
  const target =
    status === 'signed-out'
      ? loginPathFor(role)
      : status === 'signed-in' && user && !allowed
        ? homeFor(user.role)
        : null

  useEffect(() => {
    if (target) navigate(target, { replace: true })
  }, [target, navigate])

  if (!user || !allowed) return <SessionCheck title={title} />
  if (mustEnrollTotp) return <EnrolmentGate user={user} area={title} />
  return children(user)
}
