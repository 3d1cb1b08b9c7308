import { CheckCheck, MessageSquare, Reply, Undo2 } from 'lucide-react'
import { useState } from 'react'
import {
  CONTACT_FILTERS,
  type ContactFilter,
  type ContactSubmission,
} from '../../../../shared/contracts/admin-contacts'
import { BUSINESS_TYPES, CONTACT_TIMELINES } from '../../../../shared/contracts/contact'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { CONTACTS_PAGE_SIZE, useContacts } from '../api/list-contacts'
import { useUpdateContact } from '../api/update-contact'
import { formatDateTime } from '../../../../shared/dates'

const FILTER_LABELS: Record<ContactFilter, string> = { unhandled: 'Not handled', handled: 'Handled' }

const label = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  value ? (list.find((o) => o.value === value)?.label ?? value) : '—'

export const REPLY_SUBJECT = 'Re: Your website project enquiry'

/** The reply link: a new mail to the sender, its subject naming their enquiry. */
export function replyHref(contact: ContactSubmission): string {
  return `mailto:${contact.email}?subject=${encodeURIComponent(REPLY_SUBJECT)}`
}

/**
 * Contacts: what visitors sent with the landing page's contact form, newest first, each with a reply link; an
 * admin marks one handled once it is answered (who and when are kept), and can list only those still waiting.
 */
export function ContactsTab() {
  const [status, setStatus] = useState<ContactFilter | undefined>(undefined)
  const [page, setPage] = useState(1)
  const contacts = useContacts({ page, status })
  const total = contacts.data?.total

  const columns: DataColumn<ContactSubmission>[] = [
    { id: 'sender', header: 'Name', cell: (c) => <Sender contact={c} />, className: 'max-w-56' },
    {
      id: 'date',
      header: 'Date',
      cell: (c) => formatDateTime(c.createdAt),
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      id: 'about',
      header: 'Business type & timeline',
      cell: (c) => <About contact={c} />,
      className: 'max-w-48',
    },
    {
      id: 'details',
      header: 'Project details',
      cell: (c) => <Details text={c.details} />,
      className: 'min-w-64 max-w-md',
    },
    { id: 'status', header: 'Status', cell: (c) => <HandledStatus contact={c} /> },
    { id: 'actions', header: 'Actions', align: 'right', cell: (c) => <ContactActions contact={c} /> },
  ]

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Contact submissions</h2>
          <CardDescription aria-live="polite">
            {total === undefined
              ? 'Project enquiries from the landing page, newest first.'
              : `${total} ${status ? `${FILTER_LABELS[status].toLowerCase()} ` : ''}submission${total === 1 ? '' : 's'}, newest first.`}
          </CardDescription>
        </div>
        <div className="grid w-full gap-1.5 sm:w-56">
          <Label htmlFor="contacts-filter">Show</Label>
          <NativeSelect
            id="contacts-filter"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || undefined) as ContactFilter | undefined)
              setPage(1)
            }}
          >
            <option value="">All submissions</option>
            {CONTACT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        <div aria-busy={contacts.isPlaceholderData} className="aria-busy:opacity-70">
          <DataTable
            caption="Contact submissions"
            columns={columns}
            rows={contacts.data?.items}
            rowKey={(c) => c.id}
            isPending={contacts.isPending}
            error={contacts.data ? null : contacts.error}
            onRetry={() => void contacts.refetch()}
            retrying={contacts.isFetching}
            loadingLabel="Loading contact submissions"
            errorFallback="The contact submissions could not be loaded."
            empty={{
              icon: MessageSquare,
              title: status === 'unhandled' ? 'Nothing waiting' : 'No contact submissions yet',
              description:
                status === 'unhandled'
                  ? 'Every contact request has been handled.'
                  : 'Enquiries sent from the landing page contact form appear here.',
            }}
            card={(c) => (
              <div className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Sender contact={c} />
                  <HandledStatus contact={c} />
                </div>
                <p className="text-sm text-slate-600">{formatDateTime(c.createdAt)}</p>
                <About contact={c} />
                <Details text={c.details} />
                <ContactActions contact={c} align="start" />
              </div>
            )}
            paging={
              contacts.data && {
                page,
                pageSize: CONTACTS_PAGE_SIZE,
                total: contacts.data.total,
                onPageChange: setPage,
              }
            }
          />
        </div>
      </CardContent>
    </Card>
  )
}

function Sender({ contact }: { contact: ContactSubmission }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{contact.name}</p>
      <p className="text-sm text-slate-600">
        <EmailAddress email={contact.email} />
      </p>
      {contact.phone && (
        <p className="text-sm whitespace-nowrap text-slate-600">
          <a
            className="hover:underline"
            href={`tel:${contact.countryCode}${contact.phone.replace(/[^\d]/g, '')}`}
          >
            {contact.countryCode} {contact.phone}
          </a>
        </p>
      )}
    </div>
  )
}

function About({ contact }: { contact: ContactSubmission }) {
  return (
    <dl className="grid gap-0.5 text-sm">
      <div className="flex flex-wrap gap-x-1">
        <dt className="text-slate-500">Business:</dt>
        <dd className="text-slate-800">{label(BUSINESS_TYPES, contact.businessType)}</dd>
      </div>
      <div className="flex flex-wrap gap-x-1">
        <dt className="text-slate-500">Timeline:</dt>
        <dd className="text-slate-800">{label(CONTACT_TIMELINES, contact.timeline)}</dd>
      </div>
    </dl>
  )
}

function Details({ text }: { text: string }) {
  return <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{text}</p>
}

function HandledStatus({ contact }: { contact: ContactSubmission }) {
  if (!contact.handledAt) return <Badge variant="warning">New</Badge>
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="success">Handled</Badge>
      <span className="text-xs text-slate-600">
        {contact.handledBy ? `${contact.handledBy.name}, ` : ''}
        {formatDateTime(contact.handledAt)}
      </span>
    </div>
  )
}

/** Reply by mail, and mark handled (or back to waiting); the button waits for the server. */
function ContactActions({ contact, align = 'end' }: { contact: ContactSubmission; align?: 'start' | 'end' }) {
  const mutation = useUpdateContact()
  const handled = contact.handledAt !== null
  const toggle = () =>
    mutation.mutate(
      { id: contact.id, body: { handled: !handled } },
      {
        onSuccess: (answer) =>
          toast({
            title: 'Contact Updated',
            description: `${contact.name}: ${answer.message}.`,
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'The contact request could not be updated. Please try again.'),
            variant: 'destructive',
          }),
      },
    )
  return (
    <div className={align === 'end' ? 'flex flex-wrap justify-end gap-2' : 'flex flex-wrap gap-2'}>
      <Button asChild variant="outline" size="sm">
        <a href={replyHref(contact)} aria-label={`Reply to ${contact.name} by e-mail`}>
          <Reply aria-hidden="true" />
          Reply
        </a>
      </Button>
      <Button
        variant={handled ? 'ghost' : 'secondary'}
        size="sm"
        onClick={toggle}
        disabled={mutation.isPending}
        aria-label={
          handled ? `Mark ${contact.name}'s request not handled` : `Mark ${contact.name}'s request handled`
        }
      >
        {mutation.isPending ? (
          <Spinner label="Saving" />
        ) : handled ? (
          <Undo2 aria-hidden="true" />
        ) : (
          <CheckCheck aria-hidden="true" />
        )}
        {handled ? 'Mark Unhandled' : 'Mark Handled'}
      </Button>
    </div>
  )
}
