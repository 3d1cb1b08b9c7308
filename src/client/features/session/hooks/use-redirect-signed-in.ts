import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { UserRole } from '../../../../shared/contracts/auth'
import { useAccount } from '../../../hooks/use-session'
import { homeFor } from '../../../lib/session'

/**
 * A signed-in visitor opening a sign-in page goes to their home instead (only for `roles`). Returns a marker
 * the page sets once it signs someone in itself, so this effect does not race the page's own navigation.
 */
export function useRedirectSignedIn(roles: readonly UserRole[]) {
  const navigate = useNavigate()
  const { user } = useAccount()
  const signingIn = useRef(false)
  const role = user && roles.includes(user.role) ? user.role : null
  useEffect(() => {
    if (role && !signingIn.current) void navigate(homeFor(role), { replace: true })
  }, [role, navigate])
  return signingIn
}
