import { type FormEvent, useId, useState } from 'react'
import {
  AnswerInfoRequestSchema,
  type InfoRequest,
  type ProjectEvent,
} from '../../../../shared/contracts/projects'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useAnswerInfoRequest } from '../api/answer-info-request'
import { useNow } from '../hooks/use-now'
import { AttachedFiles } from '../../../components/attachments/attached-files'
import { AttachmentPicker } from '../../../components/attachments/attachment-picker'
import { useAttachments } from '../../../components/attachments/use-attachments'
import { STATUS_LABELS } from '../../../../shared/lifecycle'
import { Badge } from '../../../components/ui/badge'
import { formatDate, formatDateTime } from '../../../../shared/dates'
import {
  ACTOR_LABELS,
  INFO_REQUEST_TYPE_LABELS,
  INFO_REQUEST_URGENCY_LABELS,
} from '../../../../shared/states'
import { specificItemLabel } from '../../../../shared/contracts/admin-projects'

const URGENCY_VARIANTS: Record<InfoRequest['urgency'], 'secondary' | 'default' | 'warning' | 'destructive'> =
  {
    low: 'secondary',
    normal: 'default',
    high: 'warning',
    urgent: 'destructive',
  }

/**
 * The studio's requests for details, newest first: what is asked, how urgent, by when, and once answered the
 * client's answer and files. With `answerFor` (the client's own project) an open request has its answer form;
 * a request past its window without an answer is marked overdue on both sides.
 */
export function InfoRequests({
  requests,
  reader = 'client',
  answerFor,
}: {
  requests: InfoRequest[]
  reader?: 'client' | 'studio'
  /** The project whose requests the client may answer here. */
  answerFor?: number
}) {
  if (requests.length === 0) return null
  const open = requests.filter((r) => !r.answeredAt)
  return (
    <section
      aria-labelledby="info-requests-heading"
      className={
        open.length
          ? 'grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4'
          : 'grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4'
      }
    >
      <h3 id="info-requests-heading" className="font-semibold text-slate-900">
        {reader === 'client'
          ? open.length
            ? 'Our team needs a few details from you'
            : 'Details you sent us'
          : 'Requests for details'}
      </h3>
      <ul className="grid gap-3">
        {requests.map((r) => (
          <li key={r.id}>
            <InfoRequestCard
              request={r}
              reader={reader}
              {...(answerFor !== undefined ? { answerFor } : {})}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One request for details: what is asked, how urgent, by when, and once answered the client's answer and files;
 * with `answerFor` (the client's own project) an open one has its answer form. Past its window unanswered, it is
 * marked overdue.
 */
export function InfoRequestCard({
  request: r,
  reader = 'client',
  answerFor,
}: {
  request: InfoRequest
  reader?: 'client' | 'studio'
  answerFor?: number
}) {
  const now = useNow(60_000)
  const overdue = !r.answeredAt && r.dueAt !== null && now > new Date(r.dueAt).getTime()
  return (
    <article
      aria-label={`Request for details: ${INFO_REQUEST_TYPE_LABELS[r.requestType]}`}
      className={`rounded-lg bg-white p-3 ring-1 ${r.answeredAt ? 'ring-slate-200' : 'ring-amber-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{INFO_REQUEST_TYPE_LABELS[r.requestType]}</span>
        <Badge variant={URGENCY_VARIANTS[r.urgency]}>
          <span className="sr-only">Urgency: </span>
          {INFO_REQUEST_URGENCY_LABELS[r.urgency]}
        </Badge>
        {r.answeredAt ? (
          <Badge variant="success">Answered</Badge>
        ) : overdue ? (
          <Badge variant="destructive">Overdue</Badge>
        ) : null}
        <span className="text-xs text-slate-600">
          Asked {formatDate(r.createdAt)}
          {!r.answeredAt && r.dueAt && ` · answer by ${formatDateTime(r.dueAt)}`}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{r.details}</p>
      {r.specificItems.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Items requested">
          {r.specificItems.map((item) => (
            <li key={item}>
              <Badge variant="outline">{specificItemLabel(item)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {r.answer !== null ? (
        <div className="mt-3 grid gap-1 border-t border-slate-200 pt-3 text-sm">
          <p className="text-xs text-slate-600">
            {reader === 'client' ? 'Your answer' : "The client's answer"}
            {r.answeredAt && `, ${formatDateTime(r.answeredAt)}`}
          </p>
          <p className="whitespace-pre-line break-words text-slate-900">{r.answer}</p>
          <AttachedFiles files={r.attachments} label="Files sent with the answer" />
        </div>
      ) : (
        answerFor !== undefined && <AnswerForm projectId={answerFor} request={r} />
      )}
    </article>
  )
}

/**
 * The client's answer to one request: their words and, if they like, files (images, PDF, zip, each with its
 * progress); sending it closes the request.
 */
function AnswerForm({ projectId, request }: { projectId: number; request: InfoRequest }) {
  const id = useId()
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const files = useAttachments()
  const send = useAnswerInfoRequest(projectId, request.id)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = AnswerInfoRequestSchema.shape.answer.safeParse(answer)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write your answer')
      return
    }
    setError(null)
    // Awaited rather than given callbacks: the answered request's form is gone once the project is read again.
    send.mutateAsync({ answer: parsed.data, uploadIds: files.uploadIds }).then(
      (res) => toast({ title: 'Answer Sent', description: res.message, variant: 'success' }),
      (err: unknown) => setError(errorMessage(err, 'Your answer could not be sent. Please try again.')),
    )
  }
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={`Answer: ${INFO_REQUEST_TYPE_LABELS[request.requestType]}`}
      className="mt-3 grid gap-3 border-t border-slate-200 pt-3"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-answer`}>Your answer</Label>
        <Textarea
          id={`${id}-answer`}
          rows={4}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={send.isPending}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <AttachmentPicker files={files} disabled={send.isPending}>
        <Button type="submit" size="sm" className="ml-auto" disabled={send.isPending || files.uploading}>
          {send.isPending ? 'Sending...' : files.uploading ? 'Uploading...' : 'Send Answer'}
        </Button>
      </AttachmentPicker>
    </form>
  )
}

/** The project's history, oldest first: when, who, from which status to which, and why. */
export function ProjectTimeline({
  events,
  reader = 'client',
}: {
  events: ProjectEvent[]
  /** Whose words name who did what: the client's ("You") or the studio's ("Client"). */
  reader?: 'client' | 'studio'
}) {
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-3">
      <h3 id="timeline-heading" className="font-semibold text-slate-900">
        Timeline
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="relative grid gap-4 border-l-2 border-slate-200 pl-5">
          {events.map((e) => (
            <li key={e.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white bg-brand-700"
              />
              <p className="text-xs text-slate-600">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> ·{' '}
                {ACTOR_LABELS[reader][e.actorRole]}
              </p>
              {e.toStatus && (
                <p className="text-sm font-medium text-slate-900">
                  {e.fromStatus ? (
                    <>
                      {STATUS_LABELS[e.fromStatus]} <span aria-hidden="true">→</span>
                      <span className="sr-only">to</span> {STATUS_LABELS[e.toStatus]}
                    </>
                  ) : (
                    STATUS_LABELS[e.toStatus]
                  )}
                </p>
              )}
              {e.note && <p className="whitespace-pre-line break-words text-sm text-slate-700">{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
