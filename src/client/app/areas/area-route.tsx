import type { FetchQueryOptions } from '@tanstack/react-query'
import { type ComponentType, useDeferredValue, useEffect } from 'react'
import {
  type ClientLoaderFunction,
  data,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
} from 'react-router'
import type { User } from '../../../shared/contracts/auth'
import { SessionCheck } from '../../components/session-check'
import { EnrolmentGate } from '../../features/session/components/enrolment-gate'
import { useAccount } from '../../hooks/use-session'
import { browserQueryClient } from '../../lib/query-client'
import { homeFor, loginPathFor, meQueryOptions } from '../../lib/session'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'
import type { Area, AreaProps } from '../pages'

/** An address under an area that names no section of it is not a page: the not-found page, status 404. */
function checkSection(area: Area, section: string | undefined) {
  if (section !== undefined && !area.sections.includes(section)) throw data(null, { status: 404 })
}

/** The server's part of an area's route: only the section check (the area itself renders in the browser). */
export function sectionLoader(area: Area) {
  return ({ params }: LoaderFunctionArgs) => {
    checkSection(area, params.section)
    return null
  }
}

/** The largest id a record can have (PostgreSQL's integer). */
const MAX_ID = 2 ** 31 - 1

/** The project an address `<area>/projects/:id` names, or undefined when it names none. */
export function projectIdIn(pathname: string): number | undefined {
  const id = Number(/^\/[\w-]+\/projects\/(\d{1,10})$/.exec(pathname)?.[1])
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined
}

/** A project's page (`<area>/projects/:id`): an id that is not a project's is the not-found page, status 404. */
export function projectLoader({ request }: LoaderFunctionArgs) {
  if (projectIdIn(new URL(request.url).pathname) === undefined) throw data(null, { status: 404 })
  return null
}

/** The reads an area's page makes as it opens, given the address (the very query options its queries use). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each read has its own answer type
export type FirstRead = FetchQueryOptions<any, any, any, any>
export type FirstReads = (url: URL, section: string | undefined) => FirstRead[]

/**
 * The browser's part: the session and the page's first reads leave together, as soon as this route's code has
 * arrived (the framework loads it beside the page's own code), so the page renders once, with its data. The
 * reads go only when the last identity answer in this browser had the area's role: someone on another role's
 * page is redirected, and their browser does not ask for what the server would refuse. The guard below still
 * decides what is shown.
 */
export function areaClientLoader(area: Area, firstReads: FirstReads) {
  const clientLoader: ClientLoaderFunction = async ({ params, request }) => {
    checkSection(area, params.section)
    if (!readStorage(STORAGE_KEYS.token)) return null
    const queryClient = browserQueryClient()
    const started =
      readStorage(STORAGE_KEYS.role) === area.role ? firstReads(new URL(request.url), params.section) : []
    for (const read of started) void queryClient.prefetchQuery(read)
    // A failed identity call is the guard's to show: the page renders and tells the visitor.
    const me = await queryClient.ensureQueryData(meQueryOptions).catch(() => null)
    // The hint was wrong, or the account must enrol its authenticator first: the server refuses those reads, and
    // their refusals must not wait in the cache for the page to find once it opens.
    if (me?.user.role !== area.role || me.mustEnrollTotp)
      for (const { queryKey } of started) queryClient.removeQueries({ queryKey, exact: true })
    return null
  }
  // It runs as the page first loads too: the prerendered page is the session check (HydrateFallback).
  clientLoader.hydrate = true
  return clientLoader
}

/** Moving between an area's sections or filters asks nothing again: its queries keep their own answers. */
export function areaShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1]
}

/**
 * The guard of a signed-in area: while the session is checked (and on the server, which never knows it) it
 * shows the session check; a visitor with no session goes to the area's sign-in page; someone signed in with
 * another role goes to their own area, still signed in. A staff account that has yet to enrol its
 * authenticator (where that is required) sees the enrolment step instead of its area.
 */
export function AreaGuard({ area, page }: { area: Area; page: ComponentType<AreaProps> }) {
  const navigate = useNavigate()
  const { status, user, mustEnrollTotp } = useAccount()
  const allowed = user?.role === area.role
  const target =
    status === 'signed-out'
      ? loginPathFor(area.role)
      : status === 'signed-in' && user && !allowed
        ? homeFor(user.role)
        : null

  useEffect(() => {
    if (target) void navigate(target, { replace: true })
  }, [target, navigate])

  if (!user || !allowed) return <SessionCheck title={area.checkTitle} />
  if (mustEnrollTotp) return <EnrolmentGate user={user} area={area.checkTitle} />
  return <Deferred page={page} user={user} title={area.checkTitle} />
}

/**
 * The area, once let in. The identity answer's arrival is an urgent update: the whole area built in it would be
 * one long task. Built in a deferred render instead, React builds it in slices and the session check stays on
 * screen until it is ready.
 */
function Deferred({
  page: Page,
  user,
  title,
}: {
  page: ComponentType<AreaProps>
  user: User
  title: string
}) {
  const shown = useDeferredValue(true, false)
  return shown ? <Page user={user} /> : <SessionCheck title={title} />
}
