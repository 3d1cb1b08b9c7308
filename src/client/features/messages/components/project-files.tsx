import type { MessageAuthor } from '../../../../shared/contracts/messages'
import type { ProjectFile } from '../../../../shared/contracts/project-files'
import { formatDate } from '../../../../shared/dates'
import { FileDownload } from '../../../components/attachments/attached-files'
import { LoadError } from '../../../components/load-error'
import { PrivateImage } from '../../../components/private-image'
import { Skeleton } from '../../../components/ui/skeleton'
import { useProjectFiles } from '../api/files'

function who(file: ProjectFile, side: MessageAuthor) {
  if (file.from === side) return 'You'
  return file.from === 'client' ? 'The client' : 'The studio'
}

/**
 * A project's Files section: every file either side sent on it (the brief's logo, the thread, answers to the
 * studio's requests, review screenshots), newest first, pictures shown small and documents to download.
 */
export function ProjectFiles({ side, projectId }: { side: MessageAuthor; projectId: number }) {
  const files = useProjectFiles(side, projectId)
  if (files.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the files
        </p>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    )
  if (files.isError)
    return <LoadError what="the files" onRetry={() => void files.refetch()} retrying={files.isFetching} />
  if (files.data.length === 0)
    return (
      <p className="text-sm text-slate-600">
        No files yet. The logo of the brief, files sent in messages or answers, and review screenshots appear
        here.
      </p>
    )
  return (
    <ul className="grid gap-3" aria-label="Files of this project">
      {files.data.map((f) => (
        <li
          key={`${f.source}-${f.file.uploadId}`}
          className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3"
        >
          {f.file.contentType.startsWith('image/') ? (
            <PrivateImage uploadId={f.file.uploadId} alt={f.file.name} size="small" />
          ) : (
            <FileDownload file={f.file} />
          )}
          <div className="grid min-w-0 flex-1 basis-48 gap-0.5 text-sm">
            <span className="truncate font-medium text-slate-900">{f.file.name}</span>
            <span className="break-words text-slate-700">{f.label}</span>
            <span className="text-xs text-slate-600">
              {who(f, side)} · {formatDate(f.at)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
