import { ImageUp, Trash2 } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { errorMessage } from '../../../lib/error-message'
import { LOGO_TYPES, logoFileProblem } from '../api/upload-logo'
import type { UploadState } from '../hooks/use-upload'

/**
 * The logo picker: the browser checks type and size first (the server checks the bytes), then the file is
 * uploaded at once with its progress; a preview shows the chosen image.
 */
export function LogoUpload({
  state,
  onPick,
  onRemove,
  disabled,
  noun = 'logo',
}: {
  state: UploadState
  onPick: (file: File) => void
  onRemove: () => void
  disabled?: boolean
  /** What the image is, in the picker's words: the logo, or an image sent with an answer. */
  noun?: 'logo' | 'image'
}) {
  const Noun = noun === 'logo' ? 'Logo' : 'Image'
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview)
    }
  }, [preview])

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (!file) return
    const bad = logoFileProblem(file)
    setProblem(bad)
    if (bad) {
      e.target.value = ''
      return
    }
    setBroken(false)
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)
    onPick(file)
  }

  const remove = () => {
    setPreview(null)
    setProblem(null)
    if (input.current) input.current.value = ''
    onRemove()
  }

  const error =
    problem ??
    (state.status === 'error' ? errorMessage(state.error, 'The upload failed. Please try again.') : null)
  // A refused upload (a text file named .png, one too large) is not attached: no picture of it, nothing to
  // remove, and the picker is empty again for another file.
  const refused = state.status === 'error'
  useEffect(() => {
    if (refused && input.current) input.current.value = ''
  }, [refused])
  const [broken, setBroken] = useState(false)
  const shown = preview && !refused && !broken ? preview : null
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : null
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{`${Noun} (optional)`}</Label>
      <div className="flex flex-wrap items-center gap-4">
        {shown && (
          <img
            src={shown}
            alt={`Your ${noun}`}
            onError={() => setBroken(true)}
            className="size-20 rounded-lg border border-slate-200 object-contain p-1"
          />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={pick}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        {!refused && (shown || state.status === 'uploading' || state.status === 'done') && (
          <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={disabled}>
            <Trash2 aria-hidden="true" />
            {`Remove ${noun}`}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="flex items-center gap-1.5 text-xs text-slate-600">
        <ImageUp className="size-3.5" aria-hidden="true" />
        PNG, JPEG, WebP or GIF, up to 5 MB.
      </p>
      <div aria-live="polite">
        {percent !== null && (
          <div className="grid gap-1">
            <progress
              value={percent}
              max={100}
              aria-label={`${Noun} upload progress`}
              className="h-2 w-full max-w-sm overflow-hidden rounded-full accent-brand-700"
            />
            <span className="text-xs text-slate-600">Uploading… {percent}%</span>
          </div>
        )}
        {state.status === 'done' && (
          <p className="text-xs font-medium text-emerald-800">{`${Noun} uploaded.`}</p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
