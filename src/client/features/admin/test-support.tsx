import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { AdminProject, AdminProjectDetail } from '../../../shared/contracts/admin-projects'
import type { DesignSample } from '../../../shared/contracts/projects'
import { type ProjectStatus, STATUS_LABELS, STATUS_PROGRESS } from '../../../shared/lifecycle'
import { Toaster } from '../../components/ui/toaster'
import { createQueryClient } from '../../lib/query-client'

/* What the admin panel's component tests share: answers by method and path, and a project as the API shows it. */

export interface Call {
  method: string
  path: string
  search: string
  body: Record<string, unknown> | undefined
}
type Answer = { status: number; body: unknown } | 'network-failure'
type Handler = (call: Call) => Answer

/** Answers the panel's calls by `METHOD /path` (no query string); anything else fails the test. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://localhost')
    const call: Call = {
      method: init.method ?? 'GET',
      path: u.pathname,
      search: u.search,
      body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${call.path}`]
    if (!handler) throw new Error(`unexpected call to ${call.method} ${url}`)
    const answer = handler(call)
    if (answer === 'network-failure') throw new TypeError('Failed to fetch')
    return new Response(answer.body === '' ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

export const ok = (body: unknown): Answer => ({ status: 200, body })
export const refused = (status: number, message: string, code = 'INVALID_TRANSITION'): Answer => ({
  status,
  body: { message, error: 'Refused', code },
})

export function renderWithClient(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  )
}

export function project(id: number, status: ProjectStatus, over: Partial<AdminProject> = {}): AdminProject {
  return {
    id,
    orderId: id,
    userId: 40 + id,
    title: `Project ${id}`,
    businessType: 'restaurant',
    description: 'A site for the restaurant.',
    status,
    totalAmount: '150.00',
    createdAt: '2025-03-01T10:00:00.000Z',
    deliveryDate: null,
    pages: 5,
    extraPages: 0,
    selectedAddons: [],
    timeline: 'standard',
    companyName: 'Bistro',
    stagingUrl: null,
    requirementsSubmittedAt: null,
    hasLogo: false,
    statusLabel: STATUS_LABELS[status],
    progress: STATUS_PROGRESS[status],
    finalReviewSubmittedAt: null,
    revisionRounds: 0,
    revisionRequests: null,
    websiteUrl: null,
    adminUrl: null,
    adminUsername: null,
    adminPassword: null,
    ftpHost: null,
    ftpUsername: null,
    ftpPassword: null,
    deliveryNotes: null,
    deliveredAt: null,
    user: { id: 40 + id, firstName: 'Ada', lastName: 'Lovelace', email: `ada${id}@example.com` },
    billableRevisions: false,
    samplesCount: 0,
    ...over,
  }
}

export function detail(p: AdminProject, over: Partial<AdminProjectDetail> = {}): AdminProjectDetail {
  return { ...p, events: [], infoRequests: [], designSamples: [], ...over }
}

export function sample(id: number, projectId: number, over: Partial<DesignSample> = {}): DesignSample {
  return {
    id,
    projectId,
    title: `Sample ${id}`,
    description: 'Warm colours',
    imageUrl: `https://cdn.example.com/samples/${id}.png`,
    previewUrl: null,
    designNotes: '',
    isSelected: false,
    clientFeedback: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...over,
  }
}

export const page = (items: AdminProject[]) => ({ items, page: 1, pageSize: 10, total: items.length })
