import { Paperclip, X } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'
import { formatFileSize } from '../../../shared/file-size'
import { Button } from '../ui/button'
import type { useAttachments } from './use-attachments'

const ACCEPT =
  '.png,.jpg,.jpeg,.webp,.gif,.pdf,.zip,image/png,image/jpeg,image/webp,image/gif,application/pdf,application/zip'

/**
 * The files picked for a message or an answer, each with its progress or the reason it was refused, and the
 * button that picks more; `children` sits beside the button (the composer's note choice and send button).
 */
export function AttachmentPicker({
  files,
  disabled,
  children,
}: {
  files: ReturnType<typeof useAttachments>
  disabled: boolean
  children?: ReactNode
}) {
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  return (
    <>
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
                  disabled={disabled}
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
          disabled={disabled || files.full}
          aria-describedby={`${id}-files-hint`}
        >
          <Paperclip aria-hidden="true" />
          Attach Files
        </Button>
        <span id={`${id}-files-hint`} className="text-xs text-slate-600">
          Images, PDF or zip, up to 20 MB each.
        </span>
        {children}
      </div>
    </>
  )
}
