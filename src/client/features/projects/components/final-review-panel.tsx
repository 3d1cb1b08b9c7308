import { CheckCircle2, ExternalLink, MessageSquareText } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import type { ProjectDetail } from '../../../../shared/contracts/projects'
import { extraRoundPrice } from '../../../../shared/contracts/revision-rounds'
import { INCLUDED_REVISION_ROUNDS } from '../../../../shared/lifecycle'
import { ConfirmStep } from '../../../components/confirm-step'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Spinner } from '../../../components/ui/spinner'
import { toast } from '../../../lib/toast'
import { useApproveProject } from '../api/approve-project'
import { useRequestRevisions } from '../api/request-revisions'
import { RevisionRoundPayment, waitingRound } from './revision-rounds'

const small = '[&>span:first-child]:size-4'

/** The finished site for review (awaiting_approval): approve it, or describe the changes wanted. */
export function FinalReviewPanel({
  project,
}: {
  project: Pick<ProjectDetail, 'id' | 'stagingUrl' | 'revisionRounds' | 'revisionHistory'>
}) {
  const approve = useApproveProject(project.id)
  const revise = useRequestRevisions(project.id)
  const [text, setText] = useState('')
  const [confirmingApproval, setConfirmingApproval] = useState(false)
  const id = useId()
  const busy = approve.isPending || revise.isPending
  const trimmed = text.trim()
  const nextRound = project.revisionRounds + 1
  const nextRoundBillable = nextRound > INCLUDED_REVISION_ROUNDS
  const waiting = waitingRound(project)

  // Either answer moves the project out of awaiting_approval, so this panel may be gone by the time it is
  // handled: the outcome is read from the promise, which settles either way (a mutate() callback would not run
  // once unmounted).
  const onApprove = () =>
    void approve.mutateAsync().then(
      () => {
        setConfirmingApproval(false)
        toast({
          title: 'Website Approved',
          description: 'Thank you! We are preparing your website for delivery.',
          variant: 'success',
        })
      },
      () => {
        setConfirmingApproval(false)
        toast({
          title: 'Error',
          description: 'Failed to approve website. Please try again.',
          variant: 'destructive',
        })
      },
    )

  const onRevise = (e: FormEvent) => {
    e.preventDefault()
    if (!trimmed) return
    void revise.mutateAsync(trimmed).then(
      (res) => {
        setText('')
        toast({
          title: 'Revision Requested',
          description: nextRoundBillable
            ? res.message
            : 'Our team has your changes and will update the site.',
          variant: 'success',
        })
      },
      () =>
        toast({
          title: 'Error',
          description: 'Failed to submit revision requests. Please try again.',
          variant: 'destructive',
        }),
    )
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <div>
        <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
          Your website is ready for review
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Look through the finished site. Approve it to receive your live website, or tell us what to change.
        </p>
      </div>
      {project.stagingUrl && (
        <Button asChild variant="outline" className="justify-self-start">
          <a href={project.stagingUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Open the review site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      )}
      {waiting && <RevisionRoundPayment projectId={project.id} round={waiting} />}
      {confirmingApproval ? (
        <ConfirmStep
          title="Approve your website?"
          confirmLabel="Yes, approve it"
          pending={approve.isPending}
          pendingText="Approving…"
          onConfirm={onApprove}
          onBack={() => setConfirmingApproval(false)}
        >
          <p>
            Approval ends the revisions: we then deliver the live site with its access details. Changes after
            that are new work.
            {waiting && ` Round ${waiting.round}, not yet paid, is withdrawn and its invoice cancelled.`}
          </p>
        </ConfirmStep>
      ) : (
        <Button onClick={() => setConfirmingApproval(true)} disabled={busy} className="justify-self-start">
          <CheckCircle2 aria-hidden="true" />
          Approve Website
        </Button>
      )}

      <form
        method="post"
        onSubmit={onRevise}
        className="grid gap-2 border-t border-amber-200 pt-4"
        aria-busy={revise.isPending}
      >
        <Label htmlFor={`${id}-revisions`}>Request revisions</Label>
        <Textarea
          id={`${id}-revisions`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          required
          maxLength={5000}
          aria-describedby={`${id}-revisions-hint`}
          placeholder="Describe the changes you would like, page by page."
        />
        <p id={`${id}-revisions-hint`} className="text-xs text-slate-600">
          {INCLUDED_REVISION_ROUNDS} revision rounds are included
          {project.revisionRounds > 0 && ` (${project.revisionRounds} used)`}.
          {nextRoundBillable &&
            (waiting
              ? ` Sending this replaces what round ${nextRound} asks for.`
              : ` Round ${nextRound} costs ${extraRoundPrice()}: you pay its invoice by card before it starts.`)}
        </p>
        <Button type="submit" variant="outline" disabled={!trimmed || busy} className="justify-self-start">
          {revise.isPending ? (
            <Spinner label="Sending" className={small} />
          ) : (
            <MessageSquareText aria-hidden="true" />
          )}
          {!nextRoundBillable
            ? 'Request Revisions'
            : waiting
              ? `Update round ${nextRound}`
              : `Request round ${nextRound} (${extraRoundPrice()})`}
        </Button>
      </form>
    </section>
  )
}
