// Comments pinned on a point of a design sample, numbered on their sample, with replies, resolved once dealt
// with: the client and the studio talk about a design where it shows.
import type { z } from 'zod/mini'
import {
  DESIGN_COMMENT_MESSAGES,
  type DesignComment,
  type PinCommentSchema,
} from '../../../shared/contracts/design-comments'
import { clientSeesSamples } from '../../../shared/contracts/projects'
import type { MessageAuthor } from '../../../shared/contracts/messages'
import { displayName, fullName } from '../../../shared/display-name'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { withTransaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { listAccountNames } from '../auth'
import * as repo from './design-comments.repo'
import { PROJECT_MESSAGES } from './project-messages'
import { findProject } from './projects.repo'
import { lockProjectScreenshot } from './review-screenshots'

type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>

export interface Commenter {
  side: MessageAuthor
  userId: number
}

/** The project the commenter may see: the client's own once samples are shown to them, or any for staff. */
async function commentableProject(tx: Executor, who: Commenter, projectId: number) {
  const project = await findProject(tx, projectId)
  if (!project || (who.side === 'client' && project.userId !== who.userId))
    throw AppError.notFound(PROJECT_MESSAGES.notFound)
  return project
}

async function toDtos(tx: Executor, who: Commenter, rows: repo.DesignCommentRow[]): Promise<DesignComment[]> {
  const names = await listAccountNames(
    tx,
    rows.flatMap((r) => (r.authorUserId === null ? [] : [r.authorUserId])),
  )
  const nameOf = (r: repo.DesignCommentRow) => {
    const person = r.authorUserId === null ? undefined : names.get(r.authorUserId)
    if (r.author === 'client') return person ? displayName(person) : 'Client'
    if (who.side === 'studio' && person) return displayName(person)
    return (person && fullName(person.firstName, person.lastName)) || 'The studio'
  }
  const pins = rows.filter((r) => r.parentId === null)
  return pins.map((p) => ({
    id: p.id,
    sampleId: p.sampleId,
    screenshotId: p.screenshotId,
    sampleVersion: p.sampleVersion,
    number: p.number!,
    x: p.x!,
    y: p.y!,
    author: p.author as MessageAuthor,
    authorName: nameOf(p),
    body: p.body,
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    replies: rows
      .filter((r) => r.parentId === p.id)
      .map((r) => ({
        id: r.id,
        author: r.author as MessageAuthor,
        authorName: nameOf(r),
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      })),
  }))
}

/**
 * Whether the client sees a comment's picture: a sample's once the samples are shown to them (clientSeesSamples),
 * a review screenshot's once it is sent (which is when it exists).
 */
const clientSeesPin = (project: ProjectRow, pin: repo.DesignCommentRow) =>
  pin.screenshotId !== null || clientSeesSamples(project)

/** The project's pinned comments with their replies; a client's leave out the samples' before they are shown. */
export async function listDesignComments(ctx: AppContext, who: Commenter, projectId: number) {
  const project = await commentableProject(ctx.db, who, projectId)
  const rows = await repo.listProjectDesignComments(ctx.db, projectId)
  if (who.side === 'studio') return toDtos(ctx.db, who, rows)
  // A reply is seen with its pin.
  const seen = new Set(rows.filter((r) => r.parentId === null && clientSeesPin(project, r)).map((r) => r.id))
  return toDtos(
    ctx.db,
    who,
    rows.filter((r) => seen.has(r.parentId ?? r.id)),
  )
}

async function commentAnswer(tx: Executor, who: Commenter, projectId: number, pinId: number) {
  const all = await toDtos(tx, who, await repo.listProjectDesignComments(tx, projectId))
  return { success: true, comment: all.find((c) => c.id === pinId)! }
}

/**
 * Pins a comment on a point of a sample. Under the sample's row lock the pin takes the next number of its sample,
 * so two pins at once are 1 and 2. A client pins only while the samples are shown to them (409 otherwise).
 */
export async function pinDesignComment(
  ctx: AppContext,
  who: Commenter,
  projectId: number,
  sampleId: number,
  input: z.output<typeof PinCommentSchema>,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const project = await commentableProject(tx, who, projectId)
    if (who.side === 'client' && !clientSeesSamples(project))
      throw AppError.conflict(DESIGN_COMMENT_MESSAGES.closed)
    const sample = await repo.lockProjectSample(tx, projectId, sampleId)
    if (!sample) throw AppError.notFound(DESIGN_COMMENT_MESSAGES.sampleNotFound)
    // On the version shown now: a new version starts with a clean picture, its earlier pins kept on the old one.
    const row = await insertPin(
      tx,
      who,
      projectId,
      { sampleId, sampleVersion: sample.version },
      input,
      clock.now(),
    )
    return commentAnswer(tx, who, projectId, row.id)
  })
}

/** A new pin on its picture (locked by the caller), with the picture's next number. */
async function insertPin(
  tx: Executor,
  who: Commenter,
  projectId: number,
  on: { sampleId: number; sampleVersion: number } | { screenshotId: number },
  input: z.output<typeof PinCommentSchema>,
  now: Date,
) {
  return repo.insertDesignComment(tx, {
    projectId,
    ...on,
    number: await repo.nextPinNumber(tx, on),
    x: input.x,
    y: input.y,
    author: who.side,
    authorUserId: who.userId,
    body: input.body,
    createdAt: now,
  })
}

/**
 * Pins a comment on a point of a review screenshot, numbered on its screenshot under its row lock. A client pins
 * only while the site waits for their review (409 otherwise); staff at any time.
 */
export async function pinScreenshotComment(
  ctx: AppContext,
  who: Commenter,
  projectId: number,
  screenshotId: number,
  input: z.output<typeof PinCommentSchema>,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const project = await commentableProject(tx, who, projectId)
    if (!(await lockProjectScreenshot(tx, projectId, screenshotId)))
      throw AppError.notFound(DESIGN_COMMENT_MESSAGES.screenshotNotFound)
    if (who.side === 'client' && project.status !== 'awaiting_approval')
      throw AppError.conflict(DESIGN_COMMENT_MESSAGES.reviewClosed)
    const row = await insertPin(tx, who, projectId, { screenshotId }, input, clock.now())
    return commentAnswer(tx, who, projectId, row.id)
  })
}

/** Replies to a pinned comment of the project (another project's comment is 404). */
export async function replyToDesignComment(
  ctx: AppContext,
  who: Commenter,
  projectId: number,
  commentId: number,
  body: string,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const project = await commentableProject(tx, who, projectId)
    const pin = await repo.findProjectPin(tx, projectId, commentId)
    if (!pin || (who.side === 'client' && !clientSeesPin(project, pin)))
      throw AppError.notFound(DESIGN_COMMENT_MESSAGES.notFound)
    await repo.insertDesignComment(tx, {
      projectId,
      sampleId: pin.sampleId,
      screenshotId: pin.screenshotId,
      sampleVersion: pin.sampleVersion,
      parentId: pin.id,
      author: who.side,
      authorUserId: who.userId,
      body,
      createdAt: clock.now(),
    })
    return commentAnswer(tx, who, projectId, pin.id)
  })
}

/** Marks a pinned comment resolved (or open again). */
export async function resolveDesignComment(
  ctx: AppContext,
  who: Commenter,
  projectId: number,
  commentId: number,
  resolved: boolean,
) {
  return withTransaction(ctx, async ({ tx, clock }) => {
    const project = await commentableProject(tx, who, projectId)
    const pin = await repo.findProjectPin(tx, projectId, commentId)
    if (!pin || (who.side === 'client' && !clientSeesPin(project, pin)))
      throw AppError.notFound(DESIGN_COMMENT_MESSAGES.notFound)
    await repo.setPinResolved(tx, pin.id, resolved ? clock.now() : null)
    return commentAnswer(tx, who, projectId, pin.id)
  })
}
