import { CheckCircle2, MessageSquarePlus, RotateCcw } from 'lucide-react'
import { type FormEvent, type MouseEvent, type ReactNode, useId, useState } from 'react'
import {
  type DesignComment,
  PinCommentSchema,
  ReplySchema,
} from '../../../../shared/contracts/design-comments'
import { formatDateTime } from '../../../../shared/dates'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { type CommentSide, type PinPicture, pinnedOn, useDesignCommentActions } from '../api/design-comments'

const percent = (v: number) => `${v / 100}%`

/** One pin on the picture: its number, at its point; pressing it moves the focus to its comment. */
function Pin({ comment, onOpen }: { comment: DesignComment; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      style={{ left: percent(comment.x), top: percent(comment.y) }}
      aria-label={`Comment ${comment.number}: ${comment.body}`}
      className={`absolute z-10 flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-xs font-bold shadow ring-2 ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${comment.resolvedAt ? 'bg-slate-500 text-white' : 'bg-brand-700 text-white'}`}
    >
      {comment.number}
    </button>
  )
}

function ReplyForm({ onSend, busy }: { onSend: (body: string) => Promise<unknown>; busy: boolean }) {
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = ReplySchema.shape.body.safeParse(body)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please write your reply')
    setError(null)
    onSend(parsed.data).then(
      () => setBody(''),
      (err: unknown) => setError(errorMessage(err, 'Your reply could not be sent. Please try again.')),
    )
  }
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
      <div className="grid min-w-48 flex-1 gap-1">
        <Label htmlFor={`${id}-reply`} className="sr-only">
          Reply
        </Label>
        <Textarea
          id={`${id}-reply`}
          rows={1}
          placeholder="Reply…"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={busy}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Reply
      </Button>
    </form>
  )
}

/**
 * A design sample's (or a review screenshot's) picture with its numbered comments pinned where they apply: press a point of the picture to
 * pin a comment there (from the keyboard, the middle of the picture), then read, answer and resolve each below.
 */
export function DesignPins({
  side,
  projectId,
  on,
  title,
  comments,
  canPin,
  picture,
}: {
  side: CommentSide
  projectId: number
  /** The picture: a sample's version (only its pins are placed on it), or a review screenshot. */
  on: PinPicture
  title: string
  comments: DesignComment[]
  canPin: boolean
  picture: ReactNode
}) {
  const id = useId()
  const actions = useDesignCommentActions(side, projectId)
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const mine = comments.filter((c) => pinnedOn(c, on))

  const place = (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    // A press from the keyboard has no point: the middle of the picture.
    const at = (offset: number, size: number) =>
      e.detail === 0 || size === 0
        ? 5000
        : Math.min(10_000, Math.max(0, Math.round((offset / size) * 10_000)))
    setPoint({ x: at(e.clientX - box.left, box.width), y: at(e.clientY - box.top, box.height) })
    setError(null)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!point) return
    const parsed = PinCommentSchema.safeParse({ ...point, body })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please write your comment')
    actions.pin.mutateAsync({ on, ...parsed.data }).then(
      () => {
        setPoint(null)
        setBody('')
      },
      (err: unknown) => setError(errorMessage(err, 'Your comment could not be pinned. Please try again.')),
    )
  }
  const focusComment = (commentId: number) => document.getElementById(`${id}-comment-${commentId}`)?.focus()

  return (
    <div className="grid gap-3">
      <div className="relative">
        {picture}
        {canPin && (
          <button
            type="button"
            onClick={place}
            aria-label={`Pin a comment on ${title}: press where it applies`}
            className="absolute inset-0 cursor-crosshair rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          />
        )}
        {mine.map((c) => (
          <Pin key={c.id} comment={c} onOpen={() => focusComment(c.id)} />
        ))}
        {point && (
          <span
            aria-hidden="true"
            style={{ left: percent(point.x), top: percent(point.y) }}
            className="absolute z-10 flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-amber-500 text-xs font-bold text-white ring-2 ring-white"
          >
            +
          </span>
        )}
      </div>
      {point && (
        <form
          method="post"
          onSubmit={submit}
          noValidate
          aria-label={`New comment on ${title}`}
          className="grid gap-2"
        >
          <Label htmlFor={`${id}-new`}>Your comment at the marked point</Label>
          <Textarea
            id={`${id}-new`}
            rows={2}
            autoFocus
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-new-error` : undefined}
            disabled={actions.pin.isPending}
          />
          {error && (
            <p id={`${id}-new-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={actions.pin.isPending}>
              <MessageSquarePlus aria-hidden="true" />
              {actions.pin.isPending ? 'Pinning...' : 'Pin Comment'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPoint(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mine.length > 0 && (
        <ol className="grid gap-2" aria-label={`Comments on ${title}`}>
          {mine.map((c) => (
            <li
              key={c.id}
              id={`${id}-comment-${c.id}`}
              tabIndex={-1}
              className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
                  {c.number}
                </span>
                <span className="font-medium text-slate-900">{c.authorName}</span>
                <span className="text-xs text-slate-600">{formatDateTime(c.createdAt)}</span>
                {c.resolvedAt && <Badge variant="success">Resolved</Badge>}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  disabled={actions.resolve.isPending}
                  onClick={() => actions.resolve.mutate({ commentId: c.id, resolved: !c.resolvedAt })}
                  aria-label={`${c.resolvedAt ? 'Reopen' : 'Resolve'} comment ${c.number}`}
                >
                  {c.resolvedAt ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                  {c.resolvedAt ? 'Reopen' : 'Resolve'}
                </Button>
              </div>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{c.body}</p>
              {c.replies.length > 0 && (
                <ul
                  className="mt-2 grid gap-1 border-l-2 border-slate-200 pl-3"
                  aria-label={`Replies to comment ${c.number}`}
                >
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <span className="font-medium text-slate-900">{r.authorName}</span>{' '}
                      <span className="whitespace-pre-line break-words text-slate-800">{r.body}</span>
                    </li>
                  ))}
                </ul>
              )}
              <ReplyForm
                busy={actions.reply.isPending}
                onSend={(text) => actions.reply.mutateAsync({ commentId: c.id, body: text })}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
