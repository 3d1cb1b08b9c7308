import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { CreateDashboardTicket } from '../../../../shared/contracts/support-tickets'
import { formatIsoDay } from '../../../../shared/dates'
import { creditNotesQueryOptions } from '../../../features/billing/api/list-credit-notes'
import { invoicesQueryOptions } from '../../../features/billing/api/list-invoices'
import { subscriptionsQueryOptions } from '../../../features/billing/api/list-subscriptions'
import { type DemoAnswers, demoAnswers, demoTicket } from '../../../features/demo/demo-data'
import { notificationsQueryOptions } from '../../../features/notifications/api/list-notifications'
import { projectsQueryOptions } from '../../../features/projects/api/list-projects'
import { customerTicketQueryOptions } from '../../../features/support/api/get-customer-ticket'
import { customerTicketsQueryOptions } from '../../../features/support/api/list-customer-tickets'

/*
 * The demo dashboard's own query cache, holding the sample account's answers under the keys the real
 * dashboard's components read, so they show it unchanged and nothing is asked of the API.
 */

/**
 * The day the page is prerendered for. The build's day is not the visitor's, and hydration must find the HTML
 * the server wrote: the page is written and hydrated with the sample dated from this day, then dated from the
 * visitor's today.
 */
export const PRERENDER_DAY = '2026-01-05'

const never = () => () => {}
/** The visitor's today (`YYYY-MM-DD`, their zone); PRERENDER_DAY on the server and while hydrating. */
function useToday(): string {
  return useSyncExternalStore(
    never,
    () => formatIsoDay(new Date()),
    () => PRERENDER_DAY,
  )
}

/** Puts every answer where its query looks for it. */
function seed(client: QueryClient, answers: DemoAnswers) {
  client.setQueryData(projectsQueryOptions.queryKey, answers.projects)
  client.setQueryData(notificationsQueryOptions.queryKey, answers.notifications)
  client.setQueryData(subscriptionsQueryOptions.queryKey, answers.subscriptions)
  client.setQueryData(invoicesQueryOptions.queryKey, answers.invoices)
  client.setQueryData(creditNotesQueryOptions.queryKey, answers.creditNotes)
  client.setQueryData(
    customerTicketsQueryOptions.queryKey,
    answers.tickets.map(({ messages: _, ...ticket }) => ticket),
  )
  for (const ticket of answers.tickets)
    client.setQueryData(customerTicketQueryOptions(ticket.id).queryKey, ticket)
}

/**
 * A cache that answers from what it holds and never asks: answers never go stale or are collected, and no
 * query runs (the real components' queries bring their own fetchers, so `enabled: false` is what keeps them
 * from the network; the one that enables itself, a ticket's conversation, finds its answer here). A query
 * without an answer would stay loading, not call the API.
 */
function createDemoClient(answers: DemoAnswers): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        enabled: false,
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        queryFn: () => Promise.reject(new Error('The demo dashboard answers from its sample data only.')),
      },
      mutations: { retry: false },
    },
  })
  seed(client, answers)
  return client
}

/** The demo's cache for the page below it: the sample account, dated from the visitor's today once hydrated. */
export function DemoQueryProvider({ children }: { children: ReactNode }) {
  const today = useToday()
  const [client] = useState(() => createDemoClient(demoAnswers(today)))
  const seededFor = useRef(today)
  useLayoutEffect(() => {
    if (seededFor.current === today) return
    seededFor.current = today
    seed(client, demoAnswers(today))
  }, [client, today])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/**
 * What the demo does where the dashboard would write: it changes its own answers, as the server's would have
 * changed, on this page only.
 */
export function useDemoWrites() {
  const client = useQueryClient()
  return {
    markRead(ids: number[]) {
      client.setQueryData(notificationsQueryOptions.queryKey, (list) =>
        list?.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n)),
      )
    },
    addTicket(ticket: CreateDashboardTicket) {
      const list = client.getQueryData(customerTicketsQueryOptions.queryKey) ?? []
      const detail = demoTicket(Math.max(0, ...list.map((t) => t.id)) + 1, ticket, new Date())
      const { messages: _, ...summary } = detail
      client.setQueryData(customerTicketQueryOptions(detail.id).queryKey, detail)
      client.setQueryData(customerTicketsQueryOptions.queryKey, [summary, ...list])
    },
  }
}
