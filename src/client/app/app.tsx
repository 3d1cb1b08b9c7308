import { QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { ToasterHost } from '../components/toaster-host'
import { Spinner } from '../components/ui/spinner'
import { createQueryClient } from '../lib/query-client'
import { readStorage, STORAGE_KEYS } from '../lib/storage'
import { INITIAL_DATA_KEYS, type InitialData } from './initial-data'
import { AREAS, type AreaRoute, areaPattern, findRoute, loadGuard, NOT_FOUND, PUBLIC_ROUTES } from './routes'

const pages = new Map(PUBLIC_ROUTES.map((r) => [r.path, lazy(r.load)]))
const areas = AREAS.map((area) => ({ area, pattern: areaPattern(area) }))
const NotFoundPage = lazy(NOT_FOUND.load)
// The guard and the session code come with the first signed-in area, so public pages carry none of it.
const RequireRole = lazy(loadGuard)

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-700">
      <Spinner className="scale-150" label="Loading page" />
    </div>
  )
}

/**
 * Keeps the document title in step with the route and starts each page reached in the browser at the top (or at
 * its #section); a move between the sections of one area keeps the scroll. The page the visitor loaded is left where the browser put it: its HTML was already there, and
 * the visitor may have scrolled before the app started.
 */
function RouteEffects() {
  const [location] = useLocation()
  const shown = useRef(location)
  useEffect(() => {
    document.title = findRoute(location).title
    const previous = shown.current
    if (previous === location) return
    shown.current = location
    // Moving between the sections of one area (the admin panel's tabs) keeps the page where it is.
    if (areas.some(({ pattern }) => pattern.test(previous) && pattern.test(location))) return
    const hash = window.location.hash.slice(1)
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    // A section may still be loading (code-split): look for it for a moment before giving up.
    let frame = 0
    const deadline = performance.now() + 3000
    const seek = () => {
      const el = document.getElementById(hash)
      if (el) el.scrollIntoView()
      else if (performance.now() < deadline) frame = requestAnimationFrame(seek)
    }
    seek()
    return () => cancelAnimationFrame(frame)
  }, [location])
  return null
}

/**
 * Starts a signed-in area's first queries as soon as the page has hydrated, beside the identity call, when the
 * last identity answer in this browser had the area's role (a hint: the guard still decides what is shown). They
 * take the answers the entry already asked for (boot-requests.ts).
 */
function AreaPrefetch({ area }: { area: AreaRoute }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!readStorage(STORAGE_KEYS.token) || readStorage(STORAGE_KEYS.role) !== area.role) return
    void area.load().then((m) => m.prefetch?.(queryClient))
  }, [area, queryClient])
  return null
}

export function App({ ssrPath, initialData }: { ssrPath?: string; initialData?: InitialData }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    for (const [apiPath, data] of Object.entries(initialData ?? {})) {
      const key = INITIAL_DATA_KEYS[apiPath]
      if (key) client.setQueryData(key, data)
    }
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <Router {...(ssrPath ? { ssrPath } : {})}>
        <RouteEffects />
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {PUBLIC_ROUTES.map((r) => (
              <Route key={r.path} path={r.path} component={pages.get(r.path)!} />
            ))}
            {/* One route per area, so moving between its sections keeps the guard and the layout mounted. */}
            {areas.map(({ area, pattern }) => (
              <Route key={area.base} path={pattern}>
                <AreaPrefetch area={area} />
                <RequireRole role={area.role} title={area.checkTitle} page={area.load} />
              </Route>
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
        <ToasterHost />
      </Router>
    </QueryClientProvider>
  )
}
