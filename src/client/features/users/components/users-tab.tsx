import { EmailAddress } from '../../../components/email-address'
import { Bell, Megaphone, Search, UserPlus, Users, Wrench } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import {
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUserSort,
  DEFAULT_ADMIN_USER_SORT,
} from '../../../../shared/contracts/users'
import { useSearchParams } from '../../../hooks/use-search-param'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Input, NativeSelect } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users'
import { errorMessage } from '../../../lib/error-message'
import { cn } from '../../../lib/utils'
import { AdminMaintenancePlanDialog, type MaintenanceClient } from '../../billing'
import { type NotificationRecipient, SendNotificationDialog } from '../../notifications'
import { usersKeys } from '../users-keys'
import { UserDetailDialog } from './user-detail-dialog'
import { formatDate } from '../../../../shared/dates'
import { displayName, fullName, initials } from '../../../../shared/display-name'
import { formatMoney } from '../../../../shared/money'

/** A plan created from a row shows in the users' figures and records: they are read again. */
const USERS_RECORDS = [usersKeys.all] as const

/** What the users list opens: a notification (to one customer or all) or a maintenance plan. */
interface UserActions {
  onNotify: (recipient: NotificationRecipient) => void
  onMaintenance: (client: MaintenanceClient) => void
}

/** How long typing must pause before the search is asked for. */
export const SEARCH_DEBOUNCE_MS = 300

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Users: the create-account card and the accounts with their projects, spend and join date, searched, sorted and
 * paged by the server; a row opens the account's record (kept in the address as `?user=<id>`). A customer can be
 * notified or given a maintenance plan, and every customer notified at once.
 */
export function UsersTab({ onAddUser }: { onAddUser: () => void }) {
  const [recipient, setRecipient] = useState<NotificationRecipient | null>(null)
  const [client, setClient] = useState<MaintenanceClient | null>(null)
  const actions = useMemo<UserActions>(() => ({ onNotify: setRecipient, onMaintenance: setClient }), [])
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
      <UsersList onBroadcast={() => setRecipient({ kind: 'everyone' })} actions={actions} />
      <SendNotificationDialog recipient={recipient} onOpenChange={(o) => !o && setRecipient(null)} />
      <AdminMaintenancePlanDialog
        client={client}
        onOpenChange={(o) => !o && setClient(null)}
        alsoRefresh={USERS_RECORDS}
      />
    </div>
  )
}

const columns = (actions: UserActions): DataColumn<AdminUser>[] => [
  {
    id: 'name',
    header: 'User',
    cell: (u) => <UserIdentity user={u} />,
    className: 'max-w-md',
    sortable: true,
  },
  {
    id: 'projects',
    header: 'Projects',
    align: 'right',
    cell: (u) => u.projectsCount,
    sortable: true,
    sortDescFirst: true,
  },
  {
    id: 'spent',
    header: 'Total Spent',
    align: 'right',
    cell: (u) => formatMoney(u.totalSpentCents, 'USD', { whole: false }),
    sortable: true,
    sortDescFirst: true,
  },
  {
    id: 'joined',
    header: 'Joined',
    cell: (u) => formatDate(u.createdAt),
    className: 'whitespace-nowrap text-slate-700',
    sortable: true,
    sortDescFirst: true,
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

const PAGE_DIGITS = /^[1-9][0-9]{0,5}$/
const ID_DIGITS = /^[1-9][0-9]{0,9}$/

/**
 * The list's search, order and page, and the account open, all kept in the address (`?q=ada&sort=-spent&page=2
 * &user=12`), so reloading, sharing the link and Back keep them; a default is left out of it.
 */
function useUsersAddress() {
  const [params, update] = useSearchParams()
  const rawSort = params.get('sort')
  const sort = (ADMIN_USER_SORTS as readonly string[]).includes(rawSort ?? '')
    ? (rawSort as AdminUserSort)
    : DEFAULT_ADMIN_USER_SORT
  const rawPage = params.get('page') ?? ''
  const rawUser = params.get('user') ?? ''
  return {
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_USER_SEARCH_MAX),
    sort,
    page: PAGE_DIGITS.test(rawPage) ? Number(rawPage) : 1,
    userId: ID_DIGITS.test(rawUser) ? Number(rawUser) : null,
    /** A new search starts from its first page; typing replaces the entry rather than adding one per pause. */
    setQ: (q: string) => update({ q: q || null, page: null }, { replace: true }),
    setSort: (next: AdminUserSort) =>
      update({ sort: next === DEFAULT_ADMIN_USER_SORT ? null : next, page: null }),
    setPage: (next: number) => update({ page: next === 1 ? null : String(next) }),
    setUserId: (id: number | null) => update({ user: id === null ? null : String(id) }),
  }
}

function UsersList({ onBroadcast, actions }: { onBroadcast: () => void; actions: UserActions }) {
  const { q, sort, page, userId, setQ, setSort, setPage, setUserId } = useUsersAddress()
  const [typed, setTyped] = useState(q)
  // The address moved on its own (Back, a link): the box shows its search.
  const [shownQ, setShownQ] = useState(q)
  if (shownQ !== q) {
    setShownQ(q)
    if (typed.trim() !== q) setTyped(q)
  }
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS)
  useEffect(() => {
    // Only a search the person has stopped typing is asked for.
    if (settled === typed && settled.trim() !== q) setQ(settled.trim())
  }, [settled, typed, q, setQ])
  const users = useAdminUsers({ page, q, sort })
  const lastPage = users.data ? Math.max(1, Math.ceil(users.data.total / ADMIN_USERS_PAGE_SIZE)) : 1
  useEffect(() => {
    // A page past the end (an old link, accounts gone since) shows the last one instead.
    if (users.data && !users.isPlaceholderData && page > lastPage) setPage(lastPage)
  }, [users.data, users.isPlaceholderData, page, lastPage, setPage])
  const cols = useMemo(() => columns(actions), [actions])
  const total = users.data?.total
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">All users</h2>
          <CardDescription aria-live="polite">
            {total === undefined
              ? 'Accounts'
              : `${total} account${total === 1 ? '' : 's'}${q ? ` matching “${q}”` : ''}`}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onBroadcast}>
          <Megaphone aria-hidden="true" />
          Send Broadcast
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="users-search">Search users</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="users-search"
              type="search"
              className="pl-9"
              placeholder="Name or e-mail"
              maxLength={ADMIN_USER_SEARCH_MAX}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
        </div>
        <div className="md:hidden">
          <Label htmlFor="users-sort">Sort by</Label>
          <NativeSelect
            id="users-sort"
            className="mt-1.5"
            value={sort}
            onChange={(e) => setSort(e.target.value as AdminUserSort)}
          >
            {ADMIN_USER_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DataTable
          caption="All user accounts"
          columns={cols}
          rows={users.data?.items}
          rowKey={(u) => u.id}
          isPending={users.isPending}
          error={users.error && !users.data ? users.error : null}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
          loadingLabel="Loading users"
          errorFallback="The users could not be loaded."
          empty={
            q
              ? {
                  icon: Search,
                  title: 'No users found',
                  description: `No name or e-mail contains “${q}”.`,
                }
              : {
                  icon: Users,
                  title: 'No users yet',
                  description: 'Accounts appear here as customers sign up.',
                }
          }
          card={(u) => <UserCard user={u} actions={actions} onOpen={() => setUserId(u.id)} />}
          paging={
            users.data
              ? {
                  page: users.data.page,
                  pageSize: ADMIN_USERS_PAGE_SIZE,
                  total: users.data.total,
                  onPageChange: setPage,
                }
              : undefined
          }
          sorting={{
            sort,
            onSortChange: (next) => setSort(next as AdminUserSort),
          }}
          busy={users.isPlaceholderData}
          onRowOpen={(u) => setUserId(u.id)}
        />
        {users.error && users.data && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(users.error, 'The users could not be loaded.')}
          </p>
        )}
      </CardContent>
      <UserDetailDialog userId={userId} onClose={() => setUserId(null)} />
    </Card>
  )
}

const SORT_LABELS: Record<AdminUserSort, string> = {
  '-joined': 'Newest first',
  joined: 'Oldest first',
  name: 'Name (A to Z)',
  '-name': 'Name (Z to A)',
  email: 'E-mail (A to Z)',
  '-email': 'E-mail (Z to A)',
  '-spent': 'Most spent',
  spent: 'Least spent',
  '-projects': 'Most projects',
  projects: 'Fewest projects',
}

const ROLE_BADGES = { customer: null, admin: 'Admin', cfo: 'Finance' } as const

/**
 * The account as its row shows it, inside the row's opener: the opener is named by these words ("Open", the
 * name, the role, the address), so the name a voice user reads off the screen works.
 */
function UserIdentity({ user }: { user: AdminUser }) {
  const named = fullName(user.firstName, user.lastName)
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
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="sr-only">Open</span>{' '}
            {/* An account without a name goes by its address, broken at its dots and @ on a narrow screen. */}
            {named || <EmailAddress email={user.email} />}
          </span>{' '}
          {user.role !== 'customer' && <Badge variant="secondary">{ROLE_BADGES[user.role]}</Badge>}
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
function UserCard({ user, actions, onOpen }: { user: AdminUser; actions: UserActions; onOpen: () => void }) {
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        className="-m-1 block w-full min-w-0 rounded p-1 text-left focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <UserIdentity user={user} />
      </button>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Projects</dt>
          <dd className="font-medium tabular-nums text-slate-900">{user.projectsCount}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Total Spent</dt>
          <dd className="font-medium tabular-nums text-slate-900">
            {formatMoney(user.totalSpentCents, 'USD', { whole: false })}
          </dd>
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
