import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { ToasterHost } from '../components/toaster-host'
import { Spinner } from '../components/ui/spinner'
import { createQueryClient } from '../lib/query-client'
import { findRoute, NOT_FOUND, ROUTES } from './routes'

const pages = new Map(ROUTES.map((r) => [r.path, lazy(r.load)]))
const NotFoundPage = lazy(NOT_FOUND.load)

function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-700">
      <Spinner className="scale-150" label="Loading page" />
    </div>
  )
}

/** Keeps the document title in step with the route and starts each new page at the top (or at its #section). */
function RouteEffects() {
  const [location] = useLocation()
  useEffect(() => {
    document.title = findRoute(location).title
    if (window.location.hash) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView()
    } else {
      window.scrollTo(0, 0)
    }
  }, [location])
  return null
}

export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Router {...(ssrPath ? { ssrPath } : {})}>
        <RouteEffects />
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {ROUTES.map((r) => (
              <Route key={r.path} path={r.path} component={pages.get(r.path)!} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
        <ToasterHost />
      </Router>
    </QueryClientProvider>
  )
}
