import type { AdminProject, AdminProjectDetail } from '../../../shared/contracts/admin-projects'
import type { DesignSample } from '../../../shared/contracts/projects'
import { type ProjectStatus, STATUS_LABELS, STATUS_PROGRESS } from '../../../shared/lifecycle'

/* What the admin's Projects tab tests share: the API stand-in, and a project as the admin API shows it. */

export { mockApi, ok, refused, renderWithClient } from '../../test/mock-api'

export function project(id: number, status: ProjectStatus, over: Partial<AdminProject> = {}): AdminProject {
  return {
    id,
    orderId: id,
    userId: 40 + id,
    title: `Project ${id}`,
    businessType: 'restaurant',
    description: 'A site for the restaurant.',
    status,
    totalAmountCents: 150_00,
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
    designRound: 1,
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
  return {
    ...p,
    events: [],
    reviewScreenshots: [],
    revisionHistory: [],
    infoRequests: [],
    brief: null,
    deadline: null,
    designSamples: [],
    ...over,
  }
}

export function sample(id: number, projectId: number, over: Partial<DesignSample> = {}): DesignSample {
  return {
    id,
    projectId,
    round: 1,
    version: 1,
    versions: [],
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
