import type { Notification } from '../../shared/contracts/notifications'
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
    totalAmountCents: 100_00,
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
    ...over,
  }
}

export function makeDetail(project: Project, over: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...project,
    events: [],
    reviewScreenshots: [],
    revisionHistory: [],
    infoRequests: [],
    brief: null,
    deadline: null,
    ...over,
  }
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

export { type Call, mockApi } from './mock-api'
