import { RefreshCw, UserPlus, Users } from 'lucide-react'
import type { AdminUser } from '../../../../shared/contracts/auth'
import { displayName, initials } from '../../../lib/display-name'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/api-client'
import { useAdminUsers } from '../api/get-admin-users'
import { formatDate, formatMoney } from '../../../lib/format'

/** Users: the create-account card and every account with its projects, spend and join date. */
export function UsersTab({ onAddUser }: { onAddUser: () => void }) {
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
      <UsersList />
    </div>
  )
}

function UsersList() {
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
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading users</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : users.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm text-red-700">
              {errorMessage(users.error, 'The users could not be loaded.')}
            </p>
            <Button variant="outline" onClick={() => users.refetch()} disabled={users.isFetching}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : users.data.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <Users className="mb-3 size-8 text-slate-500" aria-hidden="true" />
            <p className="font-medium text-slate-900">No users yet</p>
            <p className="text-sm text-slate-600">Accounts appear here as customers sign up.</p>
          </div>
        ) : (
          <>
            <UsersTable users={users.data} />
            <UsersCards users={users.data} />
          </>
        )}
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
          <span className="min-w-0 break-all">{displayName(user)}</span>
          {user.role !== 'customer' && (
            <Badge variant="secondary">{user.role === 'admin' ? 'Admin' : 'Finance'}</Badge>
          )}
        </p>
        {named && <p className="break-all text-sm text-slate-600">{user.email}</p>}
      </div>
    </div>
  )
}

function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">All user accounts</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-3 pr-4 font-semibold">
              User
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Projects
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total Spent
            </th>
            <th scope="col" className="py-3 pl-4 font-semibold">
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => (
            <tr key={u.id}>
              <td className="max-w-md py-3 pr-4">
                <UserIdentity user={u} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums text-slate-800">{u.projectsCount}</td>
              <td className="px-4 py-3 text-right tabular-nums text-slate-800">
                {formatMoney(u.totalSpent)}
              </td>
              <td className="whitespace-nowrap py-3 pl-4 text-slate-700">{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The same list as cards on narrow screens, where four columns do not fit. */
function UsersCards({ users }: { users: AdminUser[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="All user accounts">
      {users.map((u) => (
        <li key={u.id} className="rounded-xl border border-slate-200 p-4">
          <UserIdentity user={u} />
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">Projects</dt>
              <dd className="font-medium tabular-nums text-slate-900">{u.projectsCount}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Total Spent</dt>
              <dd className="font-medium tabular-nums text-slate-900">{formatMoney(u.totalSpent)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Joined</dt>
              <dd className="font-medium text-slate-900">{formatDate(u.createdAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
