import { EmailAddress } from '../../../components/email-address'
import { Bell, Megaphone, UserPlus, Users, Wrench } from 'lucide-react'
import { useState } from 'react'
import type { AdminUser } from '../../../../shared/contracts/auth'
import { displayName, initials } from '../../../lib/display-name'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { useAdminUsers } from '../api/get-admin-users'
import { formatDate, formatMoney } from '../../../lib/format'
import { cn } from '../../../lib/utils'
import { type MaintenanceClient, MaintenancePlanDialog } from './maintenance-plan-dialog'
import { type NotificationRecipient, SendNotificationDialog } from './send-notification-dialog'

/** What the users list opens: a notification (to one customer or all) or a maintenance plan. */
interface UserActions {
  onNotify: (recipient: NotificationRecipient) => void
  onMaintenance: (client: MaintenanceClient) => void
}

/**
 * Users: the create-account card and every account with its projects, spend and join date; a customer can be
 * notified or given a maintenance plan, and every customer notified at once.
 */
export function UsersTab({ onAddUser }: { onAddUser: () => void }) {
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)
  const [client, setClient] = useState<MaintenanceClient | null>(null)
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Create user account</h2>
          <CardDescription>
            Open an account for a customer who ordered by phone or e-mail. They sign in with their e-mail and
            the password you set.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onAddUser}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        </CardContent>
      </Card>
      <UsersList
        onBroadcast={() => setRecipient({ kind: 'everyone' })}
        actions={{ onNotify: setRecipient, onMaintenance: setClient }}
      />
      <SendNotificationDialog recipient={recipient} onOpenChange={(o) => !o && setRecipient(null)} />
      <MaintenancePlanDialog client={client} onOpenChange={(o) => !o && setClient(null)} />
    </div>
  )
}

const columns = (actions: UserActions): DataColumn<AdminUser>[] => [
  { id: 'user', header: 'User', cell: (u) => <UserIdentity user={u} />, className: 'max-w-md' },
  { id: 'projects', header: 'Projects', align: 'right', cell: (u) => u.projectsCount },
  { id: 'spent', header: 'Total Spent', align: 'right', cell: (u) => formatMoney(u.totalSpent) },
  {
    id: 'joined',
    header: 'Joined',
    cell: (u) => formatDate(u.createdAt),
    className: 'whitespace-nowrap text-slate-700',
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (u) => <UserActionButtons user={u} {...actions} />,
  },
]

/** Notify and Maintenance, for a customer (staff accounts have neither). */
function UserActionButtons({
  user,
  onNotify,
  onMaintenance,
  align = 'end',
}: { user: AdminUser; align?: 'start' | 'end' } & UserActions) {
  if (user.role !== 'customer') return <span className="text-slate-500">—</span>
  const name = displayName(user)
  return (
    <div className={cn('flex flex-wrap gap-2', align === 'end' && 'justify-end')}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onNotify({ kind: 'customer', userId: user.id, name })}
        aria-label={`Notify ${name}`}
      >
        <Bell aria-hidden="true" />
        Notify
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onMaintenance({ userId: user.id, name })}
        aria-label={`Maintenance plan for ${name}`}
      >
        <Wrench aria-hidden="true" />
        Maintenance
      </Button>
    </div>
  )
}

function UsersList({ onBroadcast, actions }: { onBroadcast: () => void; actions: UserActions }) {
  const users = useAdminUsers()
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">All users</h2>
          <CardDescription>
            {users.data ? `${users.data.length} account${users.data.length === 1 ? '' : 's'}` : 'Accounts'}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onBroadcast}>
          <Megaphone aria-hidden="true" />
          Send Broadcast
        </Button>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="All user accounts"
          columns={columns(actions)}
          rows={users.data}
          rowKey={(u) => u.id}
          isPending={users.isPending}
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
          loadingLabel="Loading users"
          errorFallback="The users could not be loaded."
          empty={{
            icon: Users,
            title: 'No users yet',
            description: 'Accounts appear here as customers sign up.',
          }}
          card={(u) => <UserCard user={u} actions={actions} />}
        />
      </CardContent>
    </Card>
  )
}

function UserIdentity({ user }: { user: AdminUser }) {
  const named = `${user.firstName} ${user.lastName}`.trim()
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
      >
        {initials(user)}
      </span>
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
          <span className="min-w-0 [overflow-wrap:anywhere]">{displayName(user)}</span>
          {user.role !== 'customer' && (
            <Badge variant="secondary">{user.role === 'admin' ? 'Admin' : 'Finance'}</Badge>
          )}
        </p>
        {named && (
          <p className="text-sm text-slate-600">
            <EmailAddress email={user.email} />
          </p>
        )}
      </div>
    </div>
  )
}

/** A user on narrow screens, where four columns do not fit. */
function UserCard({ user, actions }: { user: AdminUser; actions: UserActions }) {
  return (
    <>
      <UserIdentity user={user} />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Projects</dt>
          <dd className="font-medium tabular-nums text-slate-900">{user.projectsCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Total Spent</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatMoney(user.totalSpent)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Joined</dt>
          <dd className="font-medium text-slate-900">{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      {user.role === 'customer' && (
        <div className="mt-3">
          <UserActionButtons user={user} align="start" {...actions} />
        </div>
      )}
    </>
  )
}
