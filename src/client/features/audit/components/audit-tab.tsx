import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import type { AuditEntry } from '../../../../shared/contracts/audit'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Card } from '../../../components/ui/card'
import { NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { AUDIT_LOG_PAGE_SIZE, useAuditLog } from '../api/list-audit-log'
import { formatDateTime } from '../../../../shared/dates'

/** The kinds of record admins change, as the filter offers them. */
const RECORD_TYPES: Record<string, string> = {
  project: 'Projects',
  'design-sample': 'Design samples',
  subscription: 'Maintenance plans',
  notification: 'Notifications',
  user: 'Users',
  order: 'Orders',
  domain: 'Domains',
  portfolio: 'Portfolio',
  coupon: 'Coupons',
  ticket: 'Support tickets',
  contact: 'Contacts',
  settings: 'Site settings',
}

/** A value of the log as a person reads it: JSON, indented, or a dash when there was none. */
function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="grid min-w-0 gap-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words text-slate-800">
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-sm text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Before and after
      </summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <Snapshot label="Before" value={entry.before} />
        <Snapshot label="After" value={entry.after} />
      </div>
    </details>
  )
}

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  { id: 'who', header: 'Admin', cell: (e) => <span className="break-all">{e.actorEmail}</span> },
  { id: 'action', header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
  { id: 'record', header: 'Record', cell: (e) => `${e.recordType} #${e.recordId}` },
  { id: 'ip', header: 'Address', cell: (e) => e.ip ?? '—' },
  { id: 'change', header: 'Change', cell: (e) => <Change entry={e} /> },
]

/** The audit log: every admin write, newest first, read-only, narrowed to one kind of record. */
export function AuditTab() {
  const [page, setPage] = useState(1)
  const [recordType, setRecordType] = useState<string | undefined>(undefined)
  const log = useAuditLog({ page, recordType })

  return (
    <section aria-labelledby="audit-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
            Audit log
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {log.data
              ? `${log.data.total} change${log.data.total === 1 ? '' : 's'} recorded`
              : 'Every change an admin made, newest first'}
          </p>
        </div>
        <div className="grid w-full gap-1.5 sm:w-64">
          <Label htmlFor="audit-record-filter">Record</Label>
          <NativeSelect
            id="audit-record-filter"
            value={recordType ?? ''}
            onChange={(e) => {
              setRecordType(e.target.value || undefined)
              setPage(1)
            }}
          >
            <option value="">Every record</option>
            {Object.entries(RECORD_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Card className="p-4 sm:p-6">
        <DataTable
          caption="Audit log"
          columns={columns}
          rows={log.data?.items}
          rowKey={(e) => e.id}
          isPending={log.isPending}
          error={log.error}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
          loadingLabel="Loading the audit log"
          errorFallback="The audit log could not be loaded."
          empty={{
            icon: ScrollText,
            title: 'Nothing recorded yet',
            description: recordType
              ? 'No admin has changed a record of this kind.'
              : 'Changes made in the admin panel appear here.',
          }}
          card={(e) => (
            <div className="grid gap-1 text-sm">
              <p className="font-medium text-slate-900">
                <code className="text-xs">{e.action}</code> · {e.recordType} #{e.recordId}
              </p>
              {/* The address breaks at its dots and @, the time and the network address on a line of their own. */}
              <p className="text-slate-600 [overflow-wrap:anywhere]">
                <EmailAddress email={e.actorEmail} />
              </p>
              <p className="text-slate-600 [overflow-wrap:anywhere]">
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                {e.ip ? ` · ${e.ip}` : ''}
              </p>
              <Change entry={e} />
            </div>
          )}
          paging={
            log.data
              ? {
                  page: log.data.page,
                  pageSize: AUDIT_LOG_PAGE_SIZE,
                  total: log.data.total,
                  onPageChange: setPage,
                }
              : undefined
          }
        />
      </Card>
    </section>
  )
}
