import { type ComponentType, use, useDeferredValue, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { User, UserRole } from '../../shared/contracts/auth'
import { SessionCheck } from '../components/session-check'
import { EnrolmentGate } from '../features/session/components/enrolment-gate'
import { useAccount } from '../hooks/use-session'
import { homeFor, loginPathFor } from '../lib/session'
import type { AreaProps } from './routes'

type AreaModule = { default: ComponentType<AreaProps> }
/** Each area's code as a promise that records its answer, so `use` reads a loaded area without suspending. */
const areaCode = new Map<() => Promise<AreaModule>, Promise<AreaModule>>()
function codeOf(load: () => Promise<AreaModule>): Promise<AreaModule> {
  let code = areaCode.get(load)
  if (!code) {
    const loading = load() as Promise<AreaModule> & { status?: string; value?: AreaModule }
    void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }))
    areaCode.set(load, (code = loading))
  }
  return code
}

/**
 * The guard of a signed-in area: while the session is checked (and on the server, which never knows it) it
 * shows the session check; a visitor with no session goes to the area's sign-in page; someone signed in with
 * another role goes to their own area, still signed in. A staff account that has yet to enrol its
 * authenticator (where that is required) sees the enrolment step instead of its area.
 */
export default function RequireRole({
  role,
  title,
  page,
}: {
  role: UserRole
  /** The heading shown while the session is checked. */
  title: string
  /** The area's code (its route's `load`), rendered with the user once the guard lets them in. */
  page: () => Promise<AreaModule>
}) {
  // Asked for from the first render (the session check), so the area's code has settled by the time the
  // identity answer arrives and the area renders in that same render: a lazy component would suspend once
  // there, its fallback would replace the session check and React would hold the area back for up to 300 ms.
  const code = codeOf(page)
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
  const { default: Page } = use(code)
  return <Area page={Page} user={user} title={title} />
}

/**
 * The area, once let in. The identity answer's arrival is an urgent update: the whole area built in it would be
 * one long task. Built in a deferred render instead (as components/render-in-slices does), React builds it in
 * slices and the session check stays on screen until it is ready. Kept here rather than imported, so the staff's
 * pages load no file more for it.
 */
function Area({ page: Page, user, title }: { page: ComponentType<AreaProps>; user: User; title: string }) {
  const shown = useDeferredValue(true, false)
  return shown ? <Page user={user} /> : <SessionCheck title={title} />
}
