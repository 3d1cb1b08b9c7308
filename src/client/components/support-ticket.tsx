import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type TicketMessage, TicketReplySchema } from '../../shared/contracts/support-tickets'
import {
  PRIORITY_LABELS,
  type SupportPriority,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '../../shared/states'
import { contractResolver, showSubmitError } from '../lib/form'
import { cn } from '../lib/utils'
import { Badge } from './ui/badge'
import { Button } from './ui/button'
import { Field } from './ui/field'
import { Textarea } from './ui/input'
import { Spinner } from './ui/spinner'
import { formatDateTime } from '../../shared/dates'

/*
 * A support ticket's pieces that the admin panel and the client dashboard both show: its badges, its
 * conversation and the box to answer in. No data is fetched here; each side passes its own.
 */

const STATUS_VARIANTS: Record<TicketStatus, 'default' | 'warning' | 'success'> = {
  open: 'default',
  in_progress: 'warning',
  resolved: 'success',
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{TICKET_STATUS_LABELS[status]}</Badge>
}

const PRIORITY_VARIANTS: Record<SupportPriority, 'secondary' | 'outline' | 'warning' | 'destructive'> = {
  low: 'outline',
  medium: 'secondary',
  high: 'warning',
  urgent: 'destructive',
}

export function TicketPriorityBadge({ priority }: { priority: SupportPriority }) {
  return <Badge variant={PRIORITY_VARIANTS[priority]}>{PRIORITY_LABELS[priority]} priority</Badge>
}

/**
 * The conversation: the first message, then every answer, oldest first. `names` says how each side is called
 * to the reader ('You' for whoever is reading).
 */
export function TicketThread({
  ticket,
  names,
}: {
  ticket: { message: string; createdAt: string; messages: TicketMessage[] }
  names: { client: string; studio: string }
}) {
  const all: TicketMessage[] = [
    { id: 0, from: 'client', body: ticket.message, createdAt: ticket.createdAt },
    ...ticket.messages,
  ]
  return (
    <ol aria-label="Conversation" className="grid gap-3">
      {all.map((m) => (
        <li
          key={m.id}
          className={cn(
            'min-w-0 rounded-xl p-3 text-sm',
            m.from === 'studio' ? 'bg-brand-50 sm:ml-8' : 'border border-slate-200 bg-white sm:mr-8',
          )}
        >
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{names[m.from]}</span>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{m.body}</p>
        </li>
      ))}
    </ol>
  )
}

interface ReplyValues {
  body: string
}

/** The box to answer in. `onSend` resolves once the answer is stored; the box then empties. */
export function TicketReplyForm({
  label,
  hint,
  submitLabel,
  onSend,
  failure,
}: {
  label: string
  hint?: string
  submitLabel: string
  onSend: (body: string) => Promise<unknown>
  /** Said when the answer could not be sent and the server gave no reason. */
  failure: string
}) {
  const form = useForm<ReplyValues>({
    defaultValues: { body: '' },
    resolver: contractResolver<ReplyValues>(TicketReplySchema),
  })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await onSend(body)
      reset({ body: '' })
    } catch (err) {
      showSubmitError(form, err, failure)
    }
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field label={label} hint={hint} error={errors.body?.message}>
        {(p) => <Textarea {...p} {...register('body')} rows={3} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-end">
        {isSubmitting ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
        {isSubmitting ? 'Sending…' : submitLabel}
      </Button>
    </form>
  )
}
