import { vi } from 'vitest'
import type { Notification } from '../../shared/contracts/dashboard'
import type { Project, ProjectDetail } from '../../shared/contracts/projects'
import { type ProjectStatus, STATUS_LABELS, STATUS_PROGRESS } from '../../shared/lifecycle'

/** A customer's project as the dashboard reads it, in `status`. */
export function makeProject(id: number, status: ProjectStatus, over: Partial<Project> = {}): Project {
  return {
    id,
    orderId: id,
    userId: 1,
    title: `Project ${id}`,
    businessType: 'restaurant',
    description: '',
    status,
    totalAmount: '100.00',
    createdAt: '2026-02-01T10:00:00.000Z',
    deliveryDate: null,
    pages: 5,
    extraPages: 0,
    selectedAddons: [],
    timeline: 'standard',
    companyName: '',
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
    ...over,
  }
}

export function makeDetail(project: Project, over: Partial<ProjectDetail> = {}): ProjectDetail {
  return { ...project, events: [], infoRequests: [], ...over }
}

export function makeNotification(
  id: number,
  isRead: boolean,
  over: Partial<Notification> = {},
): Notification {
  return {
    id,
    projectId: null,
    title: `Update ${id}`,
    message: `Message ${id}`,
    type: 'order_update',
    isRead,
    createdAt: '2026-02-02T10:00:00.000Z',
    ...over,
  }
}

export interface Call {
  method: string
  url: string
  body: unknown
  headers: Record<string, string>
}

type Answer = { status?: number; body?: unknown; blob?: Blob }
type Handler = (call: Call) => Answer | Promise<Answer>

/** Answers calls by "METHOD /path"; anything else fails the test. Returns the calls made. */
export function mockApi(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const call: Call = {
      method,
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    const handler = handlers[`${method} ${url}`]
    if (!handler) throw new Error(`unexpected call: ${method} ${url}`)
    const answer = await handler(call)
    if (answer.blob) return new Response(answer.blob, { status: answer.status ?? 200 })
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}
