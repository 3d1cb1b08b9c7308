import { Download, FileArchive, FileText } from 'lucide-react'
import { useState } from 'react'
import type { FileAttachment } from '../../../shared/contracts/uploads'
import { formatFileSize } from '../../../shared/file-size'
import { Button } from '../ui/button'
import { apiRequest } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { PrivateImage } from '../private-image'

/** Fetches a private file with the session (a plain link would carry no token) and saves it under its name. */
async function download(file: FileAttachment) {
  const blob = await (await apiRequest('GET', file.url)).blob()
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = file.name
  a.click()
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

/** A document or an archive: a button that downloads it with the session, with its size and any failure. */
export function FileDownload({ file }: { file: FileAttachment }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const Icon = file.contentType === 'application/zip' ? FileArchive : FileText
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={state.busy}
        onClick={() => {
          setState({ busy: true, error: null })
          download(file).then(
            () => setState({ busy: false, error: null }),
            (err: unknown) =>
              setState({ busy: false, error: errorMessage(err, 'The file could not be downloaded.') }),
          )
        }}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">Download </span>
        <span className="max-w-48 truncate">{file.name}</span>
        <span className="text-xs font-normal text-slate-600">{formatFileSize(file.size)}</span>
        <Download aria-hidden="true" />
      </Button>
      {state.error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {state.error}
        </p>
      )}
    </div>
  )
}

/** The files of a message or an answer: pictures shown small, documents and archives as downloads. */
export function AttachedFiles({ files, label = 'Files' }: { files: FileAttachment[]; label?: string }) {
  if (!files.length) return null
  return (
    <ul className="mt-2 flex flex-wrap items-start gap-3" aria-label={label}>
      {files.map((file) => (
        <li key={file.uploadId}>
          {file.contentType.startsWith('image/') ? (
            <PrivateImage uploadId={file.uploadId} alt={file.name} size="small" />
          ) : (
            <FileDownload file={file} />
          )}
        </li>
      ))}
    </ul>
  )
}
