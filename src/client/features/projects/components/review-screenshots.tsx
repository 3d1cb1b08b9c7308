import { Camera } from 'lucide-react'
import { useId } from 'react'
import type { ReviewScreenshot } from '../../../../shared/contracts/projects'
import { PrivateImage } from '../../../components/private-image'
import { type CommentSide, useDesignComments } from '../api/design-comments'
import { DesignPins } from './design-pins'

/**
 * The staging site's screenshots sent with the review requests, the latest review first, each with the comments
 * pinned on it; new pins on the latest review's where `canPin` (the client while the site waits for their
 * review, staff at any time). Nothing when no screenshot was sent.
 */
export function ReviewScreenshots({
  side,
  projectId,
  screenshots,
  canPin,
}: {
  side: CommentSide
  projectId: number
  screenshots: ReviewScreenshot[]
  canPin: boolean
}) {
  const id = useId()
  const comments = useDesignComments(side, projectId)
  if (!screenshots.length) return null
  const rounds = [...new Set(screenshots.map((s) => s.reviewRound))].sort((a, b) => b - a)
  const latest = rounds[0]
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Camera className="size-5 text-brand-700" aria-hidden="true" />
        Screenshots of the site
      </h3>
      {canPin && (
        <p className="text-sm text-slate-600">
          {side === 'client'
            ? 'Press a point of a screenshot to pin a comment there: our developers see exactly what you mean.'
            : 'Pins show where the client wants changes; answer and resolve each one.'}
        </p>
      )}
      {rounds.map((round) => (
        <section key={round} aria-label={`Review ${round}`} className="grid gap-3">
          {rounds.length > 1 && (
            <h4 className="text-sm font-semibold text-slate-800">
              Review {round}
              {round === latest ? ' (latest)' : ''}
            </h4>
          )}
          <ul className="grid gap-4 lg:grid-cols-2">
            {screenshots
              .filter((s) => s.reviewRound === round)
              .map((s) => (
                <li key={s.id} className="min-w-0 rounded-xl border border-slate-200 p-3">
                  <DesignPins
                    side={side}
                    projectId={projectId}
                    on={{ screenshotId: s.id }}
                    title={s.file.name}
                    comments={comments.data ?? []}
                    canPin={canPin && round === latest}
                    picture={
                      <PrivateImage
                        uploadId={s.file.uploadId}
                        alt={`Screenshot: ${s.file.name}`}
                        size="full"
                      />
                    }
                  />
                  <p className="mt-2 truncate text-xs text-slate-600">{s.file.name}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
