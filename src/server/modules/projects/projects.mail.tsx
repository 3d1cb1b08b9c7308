import { SETUP_FIELD_LABELS } from '../../../shared/contracts/projects'
import { Details, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail, renderMail } from '../../integrations/mail/render'
import { formatDate } from '../../../shared/dates'
import { greeting } from '../../../shared/display-name'

/*
 * The mails of the project lifecycle. The client's get one per move; the studio's tell it what a client did.
 * None of them carries a delivery credential: those are read in the dashboard only.
 */

interface ClientProject {
  title: string
  firstName: string
  dashboardUrl: string
}

function DashboardLine({ url }: { url: string }) {
  return <Paragraph>{`You can follow your project in your dashboard: ${url}`}</Paragraph>
}

/** Any move that has no mail of its own: the new status in words (with the studio's note, if any). */
export function statusChangedMail(p: ClientProject & { statusLabel: string; message: string }) {
  return renderEmail(
    `Your project "${p.title}" is now ${p.statusLabel}`,
    <MailLayout heading={`Project update: ${p.statusLabel}`} preview={p.message}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{p.message}</Paragraph>
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

export function designSamplesReadyMail(p: ClientProject) {
  return renderEmail(
    `Your design samples for "${p.title}" are ready`,
    <MailLayout heading="Your design samples are ready" preview="Choose the design you like best.">
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`We have prepared design samples for "${p.title}". Open your dashboard, look through them and choose the one you like best; you can add a note for the designer with your choice.`}
      </Paragraph>
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

export function readyForReviewMail(p: ClientProject & { stagingUrl: string | null; notes?: string | null }) {
  const rows: Array<[string, string]> = [
    ...(p.stagingUrl ? [['Preview', p.stagingUrl] as [string, string]] : []),
    ...(p.notes ? [['Notes', p.notes] as [string, string]] : []),
  ]
  return renderEmail(
    `"${p.title}" is ready for your review`,
    <MailLayout
      heading="Your website is ready for your review"
      preview="Approve it or tell us what to change."
    >
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`Your website "${p.title}" is built. Please look through it and, in your dashboard, approve it or tell us what you would like changed.`}
      </Paragraph>
      {rows.length ? <Details rows={rows} /> : null}
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

/** To the client: their changes are in and being worked on. */
export function revisionsReceivedMail(p: ClientProject & { round: number; billable: boolean }) {
  return renderEmail(
    `We have your changes for "${p.title}"`,
    <MailLayout heading="We have your revision requests" preview="We are working on your changes.">
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`Thank you: we have your revision requests for "${p.title}" (round ${p.round}) and are working on them. We will send the site back for your review when they are done.`}
      </Paragraph>
      {p.billable ? (
        <Paragraph>
          {
            'Your price includes two rounds of revisions; thank you for paying for this one. Its invoice is in Billing.'
          }
        </Paragraph>
      ) : null}
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

/** The delivery: where the site lives, and that the access details are in the dashboard (never in a mail). */
export function deliveredMail(
  p: ClientProject & { websiteUrl: string | null; maintenanceFreeUntil: string | null },
) {
  return renderEmail(
    `Your website "${p.title}" has been delivered`,
    <MailLayout heading="Your website is delivered" preview="Your access details are in your dashboard.">
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>
        {`"${p.title}" is finished and delivered${p.websiteUrl ? `: it is live at ${p.websiteUrl}` : ''}. Your access details are in your dashboard.`}
      </Paragraph>
      {p.maintenanceFreeUntil ? (
        <Paragraph>
          {`Your website's maintenance is included free until ${formatDate(p.maintenanceFreeUntil)}. Nothing is charged after it: to keep your site looked after, choose a plan under Billing and pay by card; you can cancel it there at any time.`}
        </Paragraph>
      ) : null}
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

export function detailsRequestedMail(
  p: ClientProject & { details: string; items: string[]; neededBy: string },
) {
  return renderEmail(
    `We need a few more details for "${p.title}"`,
    <MailLayout heading="We need a few more details" preview={`Needed ${p.neededBy}.`}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{`To carry on with "${p.title}" we need a few more details from you, ${p.neededBy}.`}</Paragraph>
      <Details
        rows={[
          ['What we need', p.details],
          ...(p.items.length ? [['Items', p.items.join(', ')] as [string, string]] : []),
        ]}
      />
      <Paragraph>Reply to this e-mail with what you have.</Paragraph>
    </MailLayout>,
  )
}

/** A message an admin sends one customer. */
export function studioMessageMail(p: {
  firstName: string
  title: string
  message: string
  dashboardUrl: string
}) {
  return renderEmail(
    p.title,
    <MailLayout heading={p.title}>
      <Paragraph>{greeting(p.firstName)}</Paragraph>
      <Paragraph>{p.message}</Paragraph>
      <DashboardLine url={p.dashboardUrl} />
    </MailLayout>,
  )
}

/** To the studio: what a client did on their project. Revision rounds past the included ones are flagged. */
export function clientActionMail(p: {
  projectId: number
  title: string
  action: string
  rows: Array<[string, string]>
}) {
  return renderEmail(
    `${p.action}: ${p.title} (project #${p.projectId})`,
    <MailLayout heading={p.action} footer="Sent by the client dashboard">
      <Paragraph>{`Project #${p.projectId}, "${p.title}".`}</Paragraph>
      {p.rows.length ? <Details rows={p.rows} /> : null}
    </MailLayout>,
  )
}

/** To the studio: a project's requirements are in and its delivery date is set. */
/** The studio: a client corrected their brief; each changed answer, before and after. */
export function briefChangedMail(project: {
  id: number
  title: string
  changed: ReadonlyArray<{ field: keyof typeof SETUP_FIELD_LABELS; before: string; after: string }>
}) {
  return renderMail({
    subject: `Brief changed: ${project.title} (project #${project.id})`,
    heading: 'A client has changed their brief',
    paragraphs: [
      `Project #${project.id}, "${project.title}": the client changed ${project.changed.length === 1 ? 'one answer' : `${project.changed.length} answers`}.`,
      ...project.changed.map(
        (c) => `${SETUP_FIELD_LABELS[c.field]}: "${c.before || '(none)'}" → "${c.after || '(none)'}"`,
      ),
    ],
  })
}

/** The studio: a client answered a request for details in the product. */
export function detailsAnsweredMail(p: { id: number; title: string; answer: string; files: number }) {
  return renderMail({
    subject: `Details received: ${p.title} (project #${p.id})`,
    heading: 'A client has answered your request for details',
    paragraphs: [
      `Project #${p.id}, "${p.title}":`,
      p.answer,
      ...(p.files ? [`With ${p.files === 1 ? 'one file' : `${p.files} files`}, on the project's page.`] : []),
    ],
  })
}

export function requirementsReceivedMail(project: { id: number; title: string; deliveryDate: string }) {
  return renderMail({
    subject: `Requirements received: ${project.title} (project #${project.id})`,
    heading: 'A client has sent their requirements',
    paragraphs: [
      `Project #${project.id}, "${project.title}", is ready for design. Delivery is due on ${formatDate(project.deliveryDate)}.`,
    ],
  })
}
