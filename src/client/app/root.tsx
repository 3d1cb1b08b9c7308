import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from 'react-router'
import { ToasterHost } from '../components/toaster-host'
import { Spinner } from '../components/ui/spinner'
import { browserQueryClient, createQueryClient } from '../lib/query-client'
import styles from '../styles/app.css?inline'
import { seedPageData } from './page-data'
import { headFor, NOT_FOUND_TITLE } from './pages'

/** Each page's title and, for the pages search engines show, its description and link preview (pages.ts). */
export const meta: MetaFunction = ({ location, error }) =>
  error ? [{ title: NOT_FOUND_TITLE }] : headFor(location.pathname)

/** The document every page shares. `__CHAT_NUMBER__` is the server's to fill in (the chat an admin set). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <meta name="chat-number" content="__CHAT_NUMBER__" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The stylesheet is in the page itself: the first screen paints with the HTML, not a request later. */}
        <style dangerouslySetInnerHTML={{ __html: styles }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The application: one query client for the browser (the server renders each page with a fresh one), started
 * from the answers the page was rendered with, so it does not ask for them again.
 */
export default function App() {
  const [queryClient] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : browserQueryClient(),
  )
  const matches = useMatches()
  const pageData = matches.at(-1)?.loaderData
  useMemo(() => seedPageData(queryClient, pageData), [queryClient, pageData])
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ToasterHost />
    </QueryClientProvider>
  )
}

const NotFoundPage = lazy(() => import('./routes/not-found'))

/** An address under an area that names no section, or a page that failed: the not-found page or a plain apology. */
export function ErrorBoundary() {
  const error = useRouteError()
  const [queryClient] = useState(() => createQueryClient())
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <QueryClientProvider client={queryClient}>
        <Suspense
          fallback={
            <div className="flex min-h-[60vh] items-center justify-center text-brand-700">
              <Spinner className="scale-150" label="Loading page" />
            </div>
          }
        >
          <NotFoundPage />
        </Suspense>
      </QueryClientProvider>
    )
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown. Please reload it, or try again in a few minutes.
      </p>
    </main>
  )
}
