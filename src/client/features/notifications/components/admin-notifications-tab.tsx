import { Bell } from 'lucide-react'
import { useState } from 'react'
import type { AdminNotification } from '../../../../shared/contracts/admin-notifications'
import { NOTIFICATION_TYPE_LABELS } from '../../../../shared/states'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { EmailAddress } from '../../../components/email-address'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { ADMIN_NOTIFICATIONS_PAGE_SIZE, useAdminNotifications } from '../api/list-admin-notifications'
import { formatDateTime } from '../../../../shared/dates'
import { displayName } from '../../../../shared/display-name'

/**
 * Notifications: every notification customers were sent (by an admin or by a project's steps), newest first,
 * with whom it went to and whether and when they read it. Read-only; Users and Projects send them.
 */
export function AdminNotificationsTab() {
  const [page, setPage] = useState(1)
  const notices = useAdminNotifications(page)
  const total = notices.data?.total

  const columns: DataColumn<AdminNotification>[] = [
    {
      id: 'sent',
      header: 'Sent',
      cell: (n) => formatDateTime(n.createdAt),
      className: 'whitespace-nowrap text-slate-700',
    },
    { id: 'to', header: 'To', cell: (n) => <Recipient notice={n} />, className: 'max-w-56' },
    {
      id: 'type',
      header: 'Type',
      cell: (n) => <Badge variant="secondary">{NOTIFICATION_TYPE_LABELS[n.type]}</Badge>,
    },
    {
      id: 'title',
      header: 'Notification',
      cell: (n) => <Notice notice={n} />,
      className: 'min-w-64 max-w-md',
    },
    { id: 'read', header: 'Read', cell: (n) => <ReadState notice={n} /> },
  ]

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Notifications</h2>
        <CardDescription aria-live="polite">
          {total === undefined
            ? 'Every notification sent to customers, newest first.'
            : `${total} notification${total === 1 ? '' : 's'} sent, newest first.`}{' '}
          Send one from Users or Projects.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-busy={notices.isPlaceholderData} className="aria-busy:opacity-70">
          <DataTable
            caption="Notifications sent"
            columns={columns}
            rows={notices.data?.items}
            rowKey={(n) => n.id}
            isPending={notices.isPending}
            error={notices.data ? null : notices.error}
            onRetry={() => void notices.refetch()}
            retrying={notices.isFetching}
            loadingLabel="Loading notifications"
            errorFallback="The notifications could not be loaded."
            empty={{
              icon: Bell,
              title: 'No notifications sent yet',
              description: 'Notifications appear here once customers are sent one.',
            }}
            card={(n) => (
              <div className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Recipient notice={n} />
                  <Badge variant="secondary">{NOTIFICATION_TYPE_LABELS[n.type]}</Badge>
                </div>
                <Notice notice={n} />
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <span>Sent {formatDateTime(n.createdAt)}</span>
                  <ReadState notice={n} />
                </div>
              </div>
            )}
            paging={
              notices.data && {
                page,
                pageSize: ADMIN_NOTIFICATIONS_PAGE_SIZE,
                total: notices.data.total,
                onPageChange: setPage,
              }
            }
          />
        </div>
      </CardContent>
    </Card>
  )
}

function Recipient({ notice }: { notice: AdminNotification }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{displayName(notice.user)}</p>
      <p className="text-sm text-slate-600">
        <EmailAddress email={notice.user.email} />
      </p>
    </div>
  )
}

function Notice({ notice }: { notice: AdminNotification }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{notice.title || 'Notification'}</p>
      <p className="line-clamp-3 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">
        {notice.message}
      </p>
      {notice.project && <p className="text-xs text-slate-500">About {notice.project.title}</p>}
    </div>
  )
}

function ReadState({ notice }: { notice: AdminNotification }) {
  if (!notice.isRead) return <Badge variant="outline">Unread</Badge>
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="success">Read</Badge>
      {notice.readAt && (
        <span className="text-xs whitespace-nowrap text-slate-600">{formatDateTime(notice.readAt)}</span>
      )}
    </div>
  )
}
