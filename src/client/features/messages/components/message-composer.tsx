import { Paperclip, Send, X } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { type MessageAuthor, PostMessageSchema } from '../../../../shared/contracts/messages'
import { formatFileSize } from '../../../../shared/file-size'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { usePostMessage } from '../api/thread'
import { useAttachments } from '../hooks/use-attachments'

const ACCEPT =
  '.png,.jpg,.jpeg,.webp,.gif,.pdf,.zip,image/png,image/jpeg,image/webp,image/gif,application/pdf,application/zip'

/**
 * Writing in a project's thread: the words, files picked and uploaded at once (each with its progress), and for
 * staff the choice of an internal note. Sending waits for the uploads; the text stays if the send fails.
 */
export function MessageComposer({ side, projectId }: { side: MessageAuthor; projectId: number }) {
  const id = useId()
  const [body, setBody] = useState('')
  const [internal, setInternal] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const files = useAttachments()
  const picker = useRef<HTMLInputElement>(null)
  const post = usePostMessage(side, projectId)
  const busy = post.isPending
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = PostMessageSchema.shape.body.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write your message')
      return
    }
    setError(null)
    post.mutateAsync({ body: parsed.data, uploadIds: files.uploadIds, internal }).then(
      () => {
        setBody('')
        setInternal(false)
        files.clear()
      },
      (err: unknown) => setError(errorMessage(err, 'Your message could not be sent. Please try again.')),
    )
  }
  const label =
    side === 'client' ? 'Message to the studio' : internal ? 'Internal note' : 'Message to the client'
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Write a message"
      className={`grid gap-3 rounded-xl border p-4 ${internal ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>{label}</Label>
        <Textarea
          id={`${id}-body`}
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          disabled={busy}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      {files.items.length > 0 && (
        <ul className="grid gap-2" aria-label="Files to send" aria-live="polite">
          {files.items.map((item) => (
            <li key={item.key} className="grid gap-1 rounded-lg bg-white p-2 text-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.name}</span>
                {item.status === 'done' && (
                  <span className="text-xs text-slate-600">{formatFileSize(item.upload.size)}</span>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => files.remove(item.key)}
                  aria-label={`Remove ${item.name}`}
                  disabled={busy}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {item.status === 'uploading' && (
                <progress
                  value={Math.round(item.progress * 100)}
                  max={100}
                  aria-label={`Uploading ${item.name}`}
                  className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                />
              )}
              {item.status === 'error' && (
                <p role="alert" className="text-xs font-medium text-red-700">
                  {item.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={picker}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            files.add(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => picker.current?.click()}
          disabled={busy || files.full}
          aria-describedby={`${id}-files-hint`}
        >
          <Paperclip aria-hidden="true" />
          Attach Files
        </Button>
        <span id={`${id}-files-hint`} className="text-xs text-slate-600">
          Images, PDF or zip, up to 20 MB each.
        </span>
        {side === 'studio' && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
              disabled={busy}
              className="size-4 accent-brand-700"
            />
            Internal note (the client never sees it)
          </label>
        )}
        <Button type="submit" size="sm" className="ml-auto" disabled={busy || files.uploading}>
          <Send aria-hidden="true" />
          {busy ? 'Sending...' : files.uploading ? 'Uploading...' : internal ? 'Add Note' : 'Send Message'}
        </Button>
      </div>
    </form>
  )
}
