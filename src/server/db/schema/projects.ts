import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { PROJECT_STATUSES } from '../../../shared/lifecycle'
import {
  ACTOR_ROLES,
  INFO_REQUEST_TYPES,
  INFO_REQUEST_URGENCIES,
  REVISION_ROUND_STATUSES,
} from '../../../shared/states'
import { createdAt, id, tstz } from './columns'
import { nonNegative, oneOf } from './checks'
import { orders } from './orders'
import { users } from './auth'
import { uploads } from './uploads'
import { TIMELINES } from '../../../shared/catalog'

/** The work a paid order buys: exactly one per order, moved through the lifecycle of shared/lifecycle.ts. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    businessType: text('business_type').notNull(),
    description: text().notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    status: text().notNull().default('requirements_needed'),
    amountCents: integer('amount_cents').notNull(),
    /** Pages in all: the five included plus paid and free extra pages. */
    pages: integer().notNull().default(5),
    extraPages: integer('extra_pages').notNull().default(0),
    /** Of the extra pages, those a coupon gave free (the card shows "2 + 10 free"). */
    freePages: integer('free_pages').notNull().default(0),
    addons: jsonb().$type<string[]>().notNull().default([]),
    timeline: text().notNull().default('standard'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The requirements form's answers, and the stored logo's key. */
    requirements: jsonb().$type<Record<string, unknown>>(),
    logoKey: text('logo_key'),
    requirementsSubmittedAt: tstz('requirements_submitted_at'),
    stagingUrl: text('staging_url'),
    finalReviewSubmittedAt: tstz('final_review_submitted_at'),
    revisionRounds: integer('revision_rounds').notNull().default(0),
    /** The round of design samples the studio is preparing or showing: one more each time the client asks. */
    designRound: integer('design_round').notNull().default(1),
    revisionRequests: text('revision_requests'),
    websiteUrl: text('website_url'),
    adminUrl: text('admin_url'),
    adminUsername: text('admin_username'),
    /** Sealed with the configured key (lib/secret-box.ts); never stored or logged in clear. */
    adminPasswordSealed: text('admin_password_sealed'),
    ftpHost: text('ftp_host'),
    ftpUsername: text('ftp_username'),
    ftpPasswordSealed: text('ftp_password_sealed'),
    deliveryNotes: text('delivery_notes'),
    deliveredAt: tstz('delivered_at'),
    /** A rush project past its date has its rush fee refunded by itself, once: claimed, then its refund. */
    rushRefundClaimedAt: tstz('rush_refund_claimed_at'),
    rushRefundId: integer('rush_refund_id'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    uniqueIndex('projects_order_key').on(t.orderId),
    index('projects_user_created_idx').on(t.userId, t.createdAt),
    index('projects_status_created_idx').on(t.status, t.createdAt),
    /** Rush projects whose fee has not been refunded, by date: what the late-rush sweep reads. */
    index('projects_rush_due_idx')
      .on(t.deliveryDate)
      .where(sql`${t.timeline} = 'rush' and ${t.rushRefundClaimedAt} is null`),
    index('projects_created_idx').on(t.createdAt),
    /** Projects under way by their delivery date (the overview's deadlines). */
    index('projects_open_deadline_idx')
      .on(t.deliveryDate)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    check('projects_status_check', oneOf(t.status, PROJECT_STATUSES)),
    check('projects_timeline_check', oneOf(t.timeline, TIMELINES)),
    check('projects_amount_check', nonNegative(t.amountCents)),
    check('projects_pages_check', sql`${t.pages} between 1 and 45 and ${t.extraPages} >= 0`),
    check('projects_revisions_check', sql`${t.revisionRounds} >= 0`),
  ],
)

/** The project's timeline: every move and every notable step, with who made it. */
/** One change a client made to a submitted brief: each field's value before and after, by whom and when. */
export const briefChanges = pgTable(
  'brief_changes',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorRole: text('actor_role').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The fields that changed: a form field's name, or `logo` (its file names). */
    changes: jsonb().$type<{ field: string; before: string; after: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('brief_changes_project_idx').on(t.projectId, t.createdAt),
    check('brief_changes_actor_check', oneOf(t.actorRole, ACTOR_ROLES)),
  ],
)

export const projectEvents = pgTable(
  'project_events',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorRole: text('actor_role').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A transition name (shared/lifecycle.ts), `status_set` for the admin's picker, or another step. */
    kind: text().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_events_project_idx').on(t.projectId, t.createdAt),
    check('project_events_actor_check', oneOf(t.actorRole, ACTOR_ROLES)),
    check(
      'project_events_status_check',
      sql`(${t.fromStatus} is null or ${oneOf(t.fromStatus, PROJECT_STATUSES)}) and (${t.toStatus} is null or ${oneOf(t.toStatus, PROJECT_STATUSES)})`,
    ),
  ],
)

/**
 * Designs the studio publishes for the client to choose from, in rounds (a new round each time the client asks
 * for new designs); at most one is selected per project. A new picture or preview makes a new version, the
 * earlier one kept in design_sample_versions.
 */
export const designSamples = pgTable(
  'design_samples',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    round: integer().notNull().default(1),
    version: integer().notNull().default(1),
    /** When the version shown now was published (null: with the sample, created_at). */
    versionPublishedAt: tstz('version_published_at'),
    title: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text('image_url').notNull(),
    previewUrl: text('preview_url'),
    designNotes: text('design_notes').notNull().default(''),
    isSelected: boolean('is_selected').notNull().default(false),
    clientFeedback: text('client_feedback'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at'),
  },
  (t) => [
    index('design_samples_project_idx').on(t.projectId),
    uniqueIndex('design_samples_one_selected')
      .on(t.projectId)
      .where(sql`${t.isSelected}`),
  ],
)

/** A design sample's earlier versions, each as it was shown until the next replaced it. */
export const designSampleVersions = pgTable(
  'design_sample_versions',
  {
    id: id(),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => designSamples.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    imageUrl: text('image_url').notNull(),
    previewUrl: text('preview_url'),
    designNotes: text('design_notes').notNull(),
    /** When this version was published. */
    publishedAt: tstz('published_at').notNull(),
    /** When the next version replaced it. */
    replacedAt: tstz('replaced_at').notNull(),
  },
  (t) => [uniqueIndex('design_sample_versions_key').on(t.sampleId, t.version)],
)

/** The studio asking the client for more details on a project. */
export const infoRequests = pgTable(
  'info_requests',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    urgency: text().notNull().default('normal'),
    details: text().notNull(),
    specificItems: jsonb('specific_items').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The client's answer, given in the product; the request is closed once answered. */
    answer: text(),
    /** The client's uploads sent with the answer (their ids). */
    answerUploadIds: jsonb('answer_upload_ids').$type<number[]>().notNull().default([]),
    answeredAt: tstz('answered_at'),
  },
  (t) => [
    index('info_requests_project_idx').on(t.projectId, t.createdAt),
    /** The requests still waiting for their answer, oldest first (the overview's overdue ones). */
    index('info_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
    check('info_requests_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check('info_requests_type_check', oneOf(t.requestType, INFO_REQUEST_TYPES)),
    check('info_requests_urgency_check', oneOf(t.urgency, INFO_REQUEST_URGENCIES)),
  ],
)

/**
 * The staging site's screenshots the studio sends with a review request, for the client to pin comments on;
 * `review_round` is the review they belong to (1, then one more after each revision round).
 */
export const reviewScreenshots = pgTable(
  'review_screenshots',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    reviewRound: integer('review_round').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_screenshots_project_idx').on(t.projectId, t.id),
    index('review_screenshots_upload_idx').on(t.uploadId),
  ],
)

/**
 * Each revision round a client asks for: what they asked, whether it is one of the included rounds, and for a
 * billable one the invoice it waits on (billing's `invoices.id`, which is never deleted). One row per round.
 */
export const revisionRounds = pgTable(
  'revision_rounds',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    requests: text().notNull(),
    billable: boolean().notNull(),
    status: text().notNull(),
    invoiceId: integer('invoice_id'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: tstz('requested_at').notNull(),
    startedAt: tstz('started_at'),
  },
  (t) => [
    // One live row per round: a withdrawn round asked for again is a row of its own.
    uniqueIndex('revision_rounds_project_round_key')
      .on(t.projectId, t.round)
      .where(sql`${t.status} <> 'withdrawn'`),
    uniqueIndex('revision_rounds_invoice_key').on(t.invoiceId),
    check('revision_rounds_status_check', oneOf(t.status, REVISION_ROUND_STATUSES)),
  ],
)

/**
 * A comment pinned on a point of a design sample or of a review screenshot (`x`, `y` in hundredths of a percent
 * of its picture), numbered on its picture; a reply names its comment (`parentId`) and has no point or number of
 * its own.
 */
export const designComments = pgTable(
  'design_comments',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id').references(() => designSamples.id, { onDelete: 'cascade' }),
    screenshotId: integer('screenshot_id').references(() => reviewScreenshots.id, { onDelete: 'cascade' }),
    /** The sample's version the pin was placed on (its replies follow their pin). */
    sampleVersion: integer('sample_version').notNull().default(1),
    parentId: integer('parent_id').references((): AnyPgColumn => designComments.id, { onDelete: 'cascade' }),
    number: integer(),
    x: integer(),
    y: integer(),
    author: text().notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('design_comments_project_idx').on(t.projectId, t.id),
    uniqueIndex('design_comments_number_key')
      .on(t.sampleId, t.number)
      .where(sql`${t.parentId} is null and ${t.sampleId} is not null`),
    uniqueIndex('design_comments_screenshot_number_key')
      .on(t.screenshotId, t.number)
      .where(sql`${t.parentId} is null and ${t.screenshotId} is not null`),
    check('design_comments_target_check', sql`(${t.sampleId} is null) <> (${t.screenshotId} is null)`),
    check(
      'design_comments_pin_check',
      sql`(${t.parentId} is null) = (${t.number} is not null and ${t.x} between 0 and 10000 and ${t.y} between 0 and 10000)`,
    ),
    check('design_comments_author_check', oneOf(t.author, ['client', 'studio'])),
  ],
)
