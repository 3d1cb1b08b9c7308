import { CheckCircle2, ExternalLink, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { AdminProject } from '../../../../shared/contracts/admin-projects'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useDeleteDesignSample } from '../api/delete-design-sample'
import { useAdminDesignSamples } from '../api/list-admin-design-samples'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DesignSampleDialog, type SampleTarget } from './design-sample-dialog'
import { useDesignComments } from '../api/design-comments'
import { PinnedSample } from './pinned-sample'

/** The rounds to show, the current one (which may have no samples yet) first. */
function rounds(samples: DesignSample[], current: number): number[] {
  return [...new Set([current, ...samples.map((s) => s.round)])].sort((a, b) => b - a)
}

/**
 * A project's design samples by round, the current one first, to add, edit (a new picture is a new version)
 * and delete while the design is being chosen.
 */
export function AdminDesignSamplesPanel({ project }: { project: AdminProject }) {
  const samples = useAdminDesignSamples(project.id)
  const comments = useDesignComments('studio', project.id)
  const [target, setTarget] = useState<SampleTarget | null>(null)
  const [deleting, setDeleting] = useState<DesignSample | null>(null)
  const remove = useDeleteDesignSample()
  const headingId = `samples-${project.id}`

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(
      { id: deleting.id, projectId: project.id },
      {
        onSuccess: () => {
          toast({
            title: 'Design Sample Deleted',
            description: `“${deleting.title}” is removed.`,
            variant: 'success',
          })
          setDeleting(null)
        },
        onError: (err) => {
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to delete design sample'),
            variant: 'destructive',
          })
          setDeleting(null)
        },
      },
    )
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          Design samples{samples.data ? ` (${samples.data.length})` : ''}
        </h4>
        <Button size="sm" onClick={() => setTarget({ kind: 'add', projectId: project.id })}>
          <Plus aria-hidden="true" />
          Add Sample
        </Button>
      </div>

      {samples.isPending ? (
        <div role="status" className="mt-3 grid gap-2">
          <span className="sr-only">Loading design samples</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : samples.error ? (
        <div role="alert" className="mt-3 grid justify-items-start gap-2">
          <p className="text-sm text-red-700">
            {errorMessage(samples.error, 'The design samples could not be loaded.')}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void samples.refetch()}
            disabled={samples.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : samples.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No samples yet. Add the first one and the client is told their samples are ready.
        </p>
      ) : (
        rounds(samples.data, project.designRound).map((round) => (
          <section key={round} aria-label={`Round ${round}`} className="mt-3 grid gap-2">
            {project.designRound > 1 && (
              <h5 className="text-sm font-semibold text-slate-800">
                Round {round}
                {round === project.designRound ? ' (now)' : ''}
              </h5>
            )}
            {round === project.designRound && round > 1 && project.status === 'pending_design' && (
              <p className="text-sm text-slate-600">
                The client asked for new designs (their feedback is on the timeline). Add this round&rsquo;s
                samples and they are told.
              </p>
            )}
            <ul className="grid gap-3 lg:grid-cols-2">
              {samples.data
                .filter((s) => s.round === round)
                .map((s) => (
                  <SampleItem
                    key={s.id}
                    sample={s}
                    pins={
                      <PinnedSample
                        side="studio"
                        projectId={project.id}
                        sample={s}
                        comments={comments.data ?? []}
                        canPin
                      />
                    }
                    onEdit={() => setTarget({ kind: 'edit', sample: s })}
                    onDelete={() => setDeleting(s)}
                  />
                ))}
            </ul>
          </section>
        ))
      )}

      <DesignSampleDialog target={target} onOpenChange={(o) => !o && setTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete design sample"
        question="Are you sure you want to delete this design sample?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function SampleItem({
  sample,
  pins,
  onEdit,
  onDelete,
}: {
  sample: DesignSample
  /** The picture with the comments pinned on it. */
  pins: ReactNode
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {pins}
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{sample.title}</p>
          {sample.isSelected && (
            <Badge variant="success">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              Selected by Client
            </Badge>
          )}
        </div>
        {sample.description && (
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{sample.description}</p>
        )}
        {sample.isSelected && sample.clientFeedback && (
          <blockquote className="border-l-2 border-emerald-400 pl-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
            <span className="font-medium">Client feedback:</span> {sample.clientFeedback}
          </blockquote>
        )}
        {sample.designNotes && (
          <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
            <span className="font-medium">Notes:</span> {sample.designNotes}
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          {sample.previewUrl && (
            <Button asChild variant="link" size="sm" className="h-9 px-0">
              <a
                href={sample.previewUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Preview of ${sample.title} (opens in a new tab)`}
              >
                Preview
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${sample.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            disabled={sample.isSelected}
            title={sample.isSelected ? 'The client selected this sample: it cannot be deleted.' : undefined}
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete ${sample.title}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </li>
  )
}
