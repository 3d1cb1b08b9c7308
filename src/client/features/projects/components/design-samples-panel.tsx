import { CheckCircle2, ExternalLink, Palette, RefreshCcw } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import {
  type DesignSample,
  type Project,
  RequestNewDesignsRequestSchema,
} from '../../../../shared/contracts/projects'
import { LoadError } from '../../../components/load-error'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { toast } from '../../../lib/toast'
import { cn } from '../../../lib/utils'
import { useDesignSamples } from '../api/list-design-samples'
import { useSelectDesign } from '../api/select-design'
import { errorMessage } from '../../../lib/error-message'
import { useDesignComments } from '../api/design-comments'
import { useRequestNewDesigns } from '../api/request-new-designs'
import { PinnedSample } from './pinned-sample'

/** The sample's title, whether it was chosen, its description and the designer's notes. */
function SampleText({ sample }: { sample: DesignSample }) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{sample.title}</span>
        {sample.isSelected && (
          <Badge variant="success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Selected by Client
          </Badge>
        )}
      </div>
      {sample.description && <p className="mt-1 text-sm text-slate-700">{sample.description}</p>}
      {sample.designNotes && (
        <p className="mt-2 text-xs text-slate-600">
          <span className="font-medium">Designer&rsquo;s notes:</span> {sample.designNotes}
        </p>
      )}
    </>
  )
}

function PreviewLink({ sample }: { sample: DesignSample }) {
  if (!sample.previewUrl) return null
  return (
    <a
      href={sample.previewUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Preview {sample.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * When none of the round's designs suits: the client's feedback, required, sends the designers back to work on
 * the next round.
 */
function AskForNewDesigns({ projectId }: { projectId: number }) {
  const id = useId()
  const [feedback, setFeedback] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ask = useRequestNewDesigns(projectId)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = RequestNewDesignsRequestSchema.shape.feedback.safeParse(feedback)
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? 'Please tell our designers what to change')
    setError(null)
    // The project leaves samples_ready, so this form is gone by the time the answer is handled.
    void ask.mutateAsync(parsed.data).then(
      (res) => toast({ title: 'New Designs Requested', description: res.message, variant: 'success' }),
      (err: unknown) => setError(errorMessage(err, 'Your request could not be sent. Please try again.')),
    )
  }
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer rounded text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500">
        None of these? Ask for new designs
      </summary>
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-label="Ask for new designs"
        className="mt-3 grid gap-2"
      >
        <Label htmlFor={`${id}-feedback`}>What should our designers change?</Label>
        <Textarea
          id={`${id}-feedback`}
          rows={3}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          disabled={ask.isPending}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="e.g. Warmer colours, a bigger menu button and more photos"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" className="justify-self-start" disabled={ask.isPending}>
          <RefreshCcw aria-hidden="true" />
          {ask.isPending ? 'Sending...' : 'Ask for New Designs'}
        </Button>
      </form>
    </details>
  )
}

/** The designs of earlier rounds, with the comments pinned on them: in view, no longer to choose from. */
function EarlierRounds({
  projectId,
  samples,
  comments,
}: {
  projectId: number
  samples: DesignSample[]
  comments: ReturnType<typeof useDesignComments>['data']
}) {
  if (!samples.length) return null
  const rounds = [...new Set(samples.map((s) => s.round))].sort((a, b) => b - a)
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer rounded text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500">
        Earlier designs ({samples.length})
      </summary>
      {rounds.map((round) => (
        <section key={round} aria-label={`Round ${round}`} className="mt-3 grid gap-2">
          <h4 className="text-sm font-semibold text-slate-800">Round {round}</h4>
          <ul className="grid gap-3 sm:grid-cols-2">
            {samples
              .filter((s) => s.round === round)
              .map((s) => (
                <li key={s.id} className="rounded-xl border border-slate-200 p-3">
                  <PinnedSample
                    side="client"
                    projectId={projectId}
                    sample={s}
                    comments={comments ?? []}
                    canPin={false}
                  />
                  <SampleText sample={s} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </details>
  )
}

/**
 * The design samples of a project, the latest round first. In samples_ready the client picks one (with optional
 * feedback, left out when blank) or asks for a new round; in design_selected and under_development they are
 * shown with the chosen one marked. Earlier rounds stay in view below, with their comments.
 */
export function DesignSamplesPanel({ project }: { project: Pick<Project, 'id' | 'status' | 'designRound'> }) {
  const samples = useDesignSamples(project)
  const comments = useDesignComments('client', project.id)
  const select = useSelectDesign(project.id)
  const [choice, setChoice] = useState<number | null>(null)
  const [feedback, setFeedback] = useState('')
  const name = useId()
  const choosing = project.status === 'samples_ready'
  const current = samples.data?.filter((s) => s.round === project.designRound) ?? []
  const earlier = samples.data?.filter((s) => s.round !== project.designRound) ?? []
  // The picture with the comments pinned on it, outside the choice's label (its forms are not the choice).
  const pinned = (s: DesignSample) => (
    <PinnedSample side="client" projectId={project.id} sample={s} comments={comments.data ?? []} canPin />
  )

  const submit = () => {
    if (choice === null) return
    const text = feedback.trim()
    // The project leaves samples_ready, so the dialog shows this panel anew (or not at all) by the time the
    // answer is handled: the outcome is read from the promise, which settles either way (a mutate() callback
    // would not run once unmounted).
    void select.mutateAsync({ sampleId: choice, ...(text ? { feedback: text } : {}) }).then(
      () => {
        toast({
          title: 'Design Selected',
          description: 'Thank you! Our team will start building your website with this design.',
          variant: 'success',
        })
        setFeedback('')
      },
      () =>
        toast({
          title: 'Error',
          description: 'Failed to select design. Please try again.',
          variant: 'destructive',
        }),
    )
  }

  return (
    <section aria-labelledby={`${name}-heading`} className="grid gap-3">
      <h3 id={`${name}-heading`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Palette className="size-5 text-brand-700" aria-hidden="true" />
        {choosing ? 'Choose your design' : 'Design samples'}
      </h3>
      {choosing && (
        <p className="text-sm text-slate-600">
          Pick the design you like best. Press a point of a design to pin a comment there; our designers
          answer each one.
        </p>
      )}
      {samples.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
          <p className="sr-only" role="status">
            Loading the design samples
          </p>
          <Skeleton className="aspect-[16/10]" />
          <Skeleton className="aspect-[16/10]" />
        </div>
      ) : samples.isError ? (
        <LoadError
          what="the design samples"
          onRetry={() => void samples.refetch()}
          retrying={samples.isFetching}
        />
      ) : current.length === 0 ? (
        <>
          <p className="text-sm text-slate-600">Your design samples will appear here soon.</p>
          <EarlierRounds projectId={project.id} samples={earlier} comments={comments.data} />
        </>
      ) : choosing ? (
        <fieldset className="grid min-w-0 gap-3">
          <legend className="sr-only">Design samples</legend>
          {project.designRound > 1 && (
            <p className="text-sm font-medium text-slate-800">Round {project.designRound}: our new designs</p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {current.map((s) => (
              <div
                key={s.id}
                className={cn(
                  'rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  choice === s.id ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200',
                )}
              >
                {pinned(s)}
                <label className="block cursor-pointer">
                  <SampleText sample={s} />
                  <span className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-900">
                    <input
                      type="radio"
                      name={name}
                      value={s.id}
                      checked={choice === s.id}
                      onChange={() => setChoice(s.id)}
                      className="size-4 accent-brand-700"
                    />
                    Choose {s.title}
                  </span>
                </label>
                <PreviewLink sample={s} />
              </div>
            ))}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${name}-feedback`}>Feedback for our designers (optional)</Label>
            <Textarea
              id={`${name}-feedback`}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
              rows={3}
              maxLength={5000}
              placeholder="e.g. Love this layout, but could the header be darker?"
            />
          </div>
          <Button
            onClick={submit}
            disabled={choice === null || select.isPending}
            className="justify-self-start"
          >
            {select.isPending ? (
              <Spinner label="Selecting the design" className="[&>span:first-child]:size-4" />
            ) : (
              <CheckCircle2 aria-hidden="true" />
            )}
            Select This Design
          </Button>
          <AskForNewDesigns projectId={project.id} />
          <EarlierRounds projectId={project.id} samples={earlier} comments={comments.data} />
        </fieldset>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2">
            {current.map((s) => (
              <li
                key={s.id}
                className={cn(
                  'rounded-xl border p-3',
                  s.isSelected ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200',
                )}
              >
                {pinned(s)}
                <SampleText sample={s} />
                <PreviewLink sample={s} />
                {s.isSelected && s.clientFeedback && (
                  <p className="mt-2 text-xs text-slate-600">
                    <span className="font-medium">Your feedback:</span> {s.clientFeedback}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <EarlierRounds projectId={project.id} samples={earlier} comments={comments.data} />
        </>
      )}
    </section>
  )
}
