import { History, ImageOff } from 'lucide-react'
import { useState } from 'react'
import type { DesignComment } from '../../../../shared/contracts/design-comments'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { formatDate } from '../../../../shared/dates'
import { Badge } from '../../../components/ui/badge'
import type { CommentSide } from '../api/design-comments'
import { DesignPins } from './design-pins'

/**
 * A design's picture; one the page may not show (another site's, which the page's security policy keeps out)
 * leaves a link that opens it in a tab of its own.
 */
export function SamplePicture({ imageUrl, title }: { imageUrl: string; title: string }) {
  const [broken, setBroken] = useState(false)
  if (broken) {
    return (
      <a
        href={imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ImageOff className="size-6 text-slate-500" aria-hidden="true" />
        Open the design
        <span className="sr-only"> {title} (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <img
      src={imageUrl}
      alt={`Design sample: ${title}`}
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="aspect-[16/10] w-full rounded-lg bg-slate-100 object-cover object-top"
    />
  )
}

/**
 * A sample as both sides work on it: its picture now with the comments pinned on this version (new ones where
 * `canPin`), its version, and its earlier versions with the comments that were pinned on each (read, answered
 * and resolved there, never pinned anew).
 */
export function PinnedSample({
  side,
  projectId,
  sample,
  comments,
  canPin,
}: {
  side: CommentSide
  projectId: number
  sample: DesignSample
  comments: DesignComment[]
  canPin: boolean
}) {
  const earlier = [...sample.versions].reverse()
  return (
    <div className="grid gap-2">
      <DesignPins
        side={side}
        projectId={projectId}
        on={{ sampleId: sample.id, version: sample.version }}
        title={sample.title}
        comments={comments}
        canPin={canPin}
        picture={<SamplePicture imageUrl={sample.imageUrl} title={sample.title} />}
      />
      {sample.version > 1 && (
        <details className="group rounded-lg border border-slate-200 bg-white p-2 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 rounded font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500">
            <History className="size-4 text-slate-500" aria-hidden="true" />
            <Badge variant="outline">Version {sample.version}</Badge>
            Earlier versions ({earlier.length})
          </summary>
          <ol className="mt-2 grid gap-3" aria-label={`Earlier versions of ${sample.title}`}>
            {earlier.map((v) => {
              const title = `${v.title}, version ${v.version}`
              return (
                <li key={v.version} className="grid gap-1">
                  <p className="text-xs text-slate-600">
                    Version {v.version}, shown {formatDate(v.publishedAt)} to {formatDate(v.replacedAt)}
                  </p>
                  <DesignPins
                    side={side}
                    projectId={projectId}
                    on={{ sampleId: sample.id, version: v.version }}
                    title={title}
                    comments={comments}
                    canPin={false}
                    picture={<SamplePicture imageUrl={v.imageUrl} title={title} />}
                  />
                </li>
              )
            })}
          </ol>
        </details>
      )}
    </div>
  )
}
