import { Lock } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import type { MessageAuthor, ThreadMessage } from '../../../../shared/contracts/messages'
import { formatDateTime } from '../../../../shared/dates'
import { LoadError } from '../../../components/load-error'
import { Skeleton } from '../../../components/ui/skeleton'
import { useMarkThreadRead, useThread } from '../api/thread'
import { MessageComposer } from './message-composer'
import { AttachedFiles } from '../../../components/attachments/attached-files'

/** Something else that belongs in the conversation at its time (a request for details, with its answer). */
export interface ThreadItem {
  key: string
  at: string
  node: ReactNode
}

function MessageBubble({ message, side }: { message: ThreadMessage; side: MessageAuthor }) {
  const mine = message.author === side
  const tone = message.internal
    ? 'bg-amber-50 ring-amber-300'
    : mine
      ? 'bg-brand-50 ring-brand-200'
      : 'bg-white ring-slate-200'
  return (
    <article
      aria-label={`${message.internal ? 'Internal note' : 'Message'} from ${message.authorName}`}
      className={`grid max-w-[min(100%,40rem)] gap-1 rounded-xl p-3 ring-1 ${tone} ${mine ? 'justify-self-end' : 'justify-self-start'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{message.authorName}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.internal && (
          <span className="inline-flex items-center gap-1 font-medium text-amber-900">
            <Lock className="size-3" aria-hidden="true" />
            Internal note, staff only
          </span>
        )}
      </p>
      <p className="whitespace-pre-line break-words text-sm text-slate-900">{message.body}</p>
      <AttachedFiles files={message.attachments} />
    </article>
  )
}

/**
 * A project's conversation between its client and the studio, oldest first, with `items` (the requests for
 * details) in their place; what the reader had not read is marked, and read once shown. The composer is below.
 */
export function ProjectThread({
  side,
  projectId,
  items = [],
}: {
  side: MessageAuthor
  projectId: number
  items?: ThreadItem[]
}) {
  const thread = useThread(side, projectId)
  const markRead = useMarkThreadRead(side, projectId)
  const newest = thread.data?.messages.at(-1)?.id ?? 0
  const lastReadId = thread.data?.lastReadId ?? 0
  const { mutate } = markRead
  useEffect(() => {
    if (newest > lastReadId) mutate(newest)
  }, [newest, lastReadId, mutate])

  if (thread.isError)
    return (
      <LoadError what="the messages" onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
    )
  if (!thread.data)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading the messages">
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-16 w-1/2 justify-self-end" />
      </div>
    )
  const firstUnread = thread.data.messages.find((m) => m.id > lastReadId && m.author !== side)?.id
  const entries = [
    ...thread.data.messages.map((m) => ({
      key: `m${m.id}`,
      at: m.createdAt,
      node: (
        <>
          {m.id === firstUnread && (
            <p className="flex items-center gap-2 text-xs font-semibold text-brand-800" role="note">
              <span className="h-px flex-1 bg-brand-200" aria-hidden="true" />
              New
              <span className="h-px flex-1 bg-brand-200" aria-hidden="true" />
            </p>
          )}
          <MessageBubble message={m} side={side} />
        </>
      ),
    })),
    ...items,
  ].sort((a, b) => a.at.localeCompare(b.at))
  return (
    <div className="grid gap-4">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">
          {side === 'client'
            ? 'No messages yet. Write to the studio about anything on your project; we usually answer within 4 working hours (Monday to Friday, UK time).'
            : 'No messages yet.'}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Messages">
          {entries.map((e) => (
            <li key={e.key} className="grid gap-2">
              {e.node}
            </li>
          ))}
        </ol>
      )}
      <MessageComposer side={side} projectId={projectId} />
    </div>
  )
}
