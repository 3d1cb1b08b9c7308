import {
  type BriefChange,
  type ProjectBrief,
  SETUP_FIELD_LABELS,
} from '../../../../shared/contracts/projects'
import { ACTOR_LABELS } from '../../../../shared/states'
import { formatDate, formatDateTime } from '../../../../shared/dates'
import { PrivateImage } from '../../../components/private-image'
import { SETUP_GROUPS, type SetupField } from './setup-fields'

/** An answer as the form showed it: a choice by its label, free text as typed. */
function shown(field: SetupField, value: string) {
  return field.options?.find((o) => o.value === value)?.label ?? value
}

/**
 * The brief: every answer of the requirements form in the form's groups and order, and the logo sent with them.
 * Before the form is submitted, it says so.
 */
export function ProjectBriefView({
  brief,
  reader = 'client',
}: {
  brief: ProjectBrief | null
  /** Whose words name who changed it. */
  reader?: 'client' | 'studio'
}) {
  if (!brief)
    return (
      <p className="text-sm text-slate-600">
        The requirements form has not been submitted yet: the brief appears here once it is.
      </p>
    )
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">Submitted on {formatDate(brief.submittedAt)}.</p>
      {SETUP_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`brief-${group.id}`} className="grid gap-3">
          <h3 id={`brief-${group.id}`} className="text-sm font-semibold text-slate-900">
            {group.title}
          </h3>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {group.fields.map((field) => {
              const value = brief.answers[field.name]
              return (
                <div key={field.name} className={field.multiline ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
                  <dt className="text-slate-600">{field.label}</dt>
                  <dd
                    className={
                      value
                        ? 'whitespace-pre-line font-medium text-slate-900 [overflow-wrap:anywhere]'
                        : 'text-slate-500'
                    }
                  >
                    {value ? shown(field, value) : 'Not given'}
                  </dd>
                </div>
              )
            })}
            {group.id === 'design' && (
              <div className="min-w-0 sm:col-span-2">
                <dt className="text-slate-600">Logo</dt>
                <dd className="mt-1">
                  {brief.logo ? (
                    <figure className="grid justify-items-start gap-1">
                      <PrivateImage uploadId={brief.logo.uploadId} alt="The logo the client uploaded" />
                      <figcaption className="text-xs text-slate-600 [overflow-wrap:anywhere]">
                        {brief.logo.name}
                      </figcaption>
                    </figure>
                  ) : (
                    <span className="text-slate-500">No logo uploaded</span>
                  )}
                </dd>
              </div>
            )}
          </dl>
        </section>
      ))}
      {brief.changes.length > 0 && <BriefChanges changes={brief.changes} reader={reader} />}
    </div>
  )
}

/** Every correction of the brief, newest first: who, when, and each answer before and after. */
function BriefChanges({ changes, reader }: { changes: BriefChange[]; reader: 'client' | 'studio' }) {
  return (
    <section aria-labelledby="brief-changes" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="brief-changes" className="text-sm font-semibold text-slate-900">
        Changes since it was sent
      </h3>
      <ol className="grid gap-4">
        {changes.map((c) => (
          <li key={c.at} className="grid gap-1 text-sm">
            <p className="text-xs text-slate-600">
              <time dateTime={c.at}>{formatDateTime(c.at)}</time> · {ACTOR_LABELS[reader][c.by]}
            </p>
            <dl className="grid gap-2">
              {c.fields.map((f) => (
                <div key={f.name} className="min-w-0">
                  <dt className="font-medium text-slate-900">{SETUP_FIELD_LABELS[f.name]}</dt>
                  <dd className="grid gap-0.5 text-slate-700 [overflow-wrap:anywhere]">
                    <span>
                      <span className="text-slate-500">Before: </span>
                      <del className="whitespace-pre-line">{f.before || 'Not given'}</del>
                    </span>
                    <span>
                      <span className="text-slate-500">After: </span>
                      <ins className="whitespace-pre-line no-underline">{f.after || 'Not given'}</ins>
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  )
}
