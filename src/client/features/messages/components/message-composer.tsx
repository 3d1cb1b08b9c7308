import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { type MessageAuthor, PostMessageSchema } from '../../../../shared/contracts/messages'
import { AttachmentPicker } from '../../../components/attachments/attachment-picker'
import { useAttachments } from '../../../components/attachments/use-attachments'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { usePostMessage } from '../api/thread'

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
      <AttachmentPicker files={files} disabled={busy}>
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
      </AttachmentPicker>
    </form>
  )
}
