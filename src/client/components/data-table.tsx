import {
  type ColumnDef,
  createPaginatedRowModel,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type RowData,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, type LucideIcon, RefreshCw } from 'lucide-react'
import { type ReactNode, useMemo, useState } from 'react'
import { errorMessage } from '../lib/error-message'
import { cn } from '../lib/utils'
import { Pager } from './pager'
import { STACKED } from './stacked-table'
import { Button } from './ui/button'
import { Skeleton } from './ui/skeleton'

/** A page of a list paged by the server (the shape of `paginated()` in shared/contracts/common.ts). */
export interface ServerPaging {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

/**
 * The order a list sorted by the server is in, as its `?sort=` reads: a sortable column's id, `-` first for the
 * other way round (`joined`, `-spent`). `onSortChange` asks for another order.
 */
export interface ServerSorting {
  sort: string
  onSortChange: (sort: string) => void
}

export interface DataColumn<T> {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  align?: 'left' | 'right'
  className?: string
  /** The server can sort by this column (its `id` is the sort's name): the header becomes a button. */
  sortable?: boolean
  /** A first click sorts largest (or newest) first: amounts, counts and dates. */
  sortDescFirst?: boolean
  /**
   * With `stacked`, where the cell goes on a phone's card: STACKED.left (the default), STACKED.right or
   * STACKED.wide, with any other `max-md:` classes.
   */
  stack?: string
}

function toSortingState(sort: string | undefined): SortingState {
  if (!sort) return []
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }]
}

function fromSortingState(state: SortingState): string {
  const first = state[0]
  if (!first) return ''
  return first.desc ? `-${first.id}` : first.id
}

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
})

/**
 * A list from the API as a table: a loading state, the failure with a way to retry, an empty state, and pages
 * of `pageSize` rows with Previous and Next (or the server's pages, with `paging`). With `sorting`, the columns
 * marked `sortable` sort the list on the server. With `card`, narrow screens get one card per row instead of
 * columns that would not fit. TanStack Table holds the rows, the sort and the page; the markup is ours.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  isPending,
  error,
  onRetry,
  retrying = false,
  loadingLabel,
  errorFallback,
  empty,
  card,
  stacked = false,
  pageSize = 10,
  paging,
  sorting,
  onRowOpen,
  rowLabel,
  busy = false,
}: {
  /** Names the table for assistive technology (and the card list on narrow screens). */
  caption: string
  columns: DataColumn<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string | number
  isPending: boolean
  error: unknown
  onRetry: () => void
  retrying?: boolean
  loadingLabel: string
  /** Shown when the failure carries no message of its own. */
  errorFallback: string
  empty: { icon: LucideIcon; title: string; description: string }
  card?: (row: T) => ReactNode
  /**
   * Below `md` each row is a card made of its own cells (components/stacked-table.tsx), placed by each column's
   * `stack`: one table at every width, never scrolled sideways on a phone. An alternative to `card`.
   */
  stacked?: boolean
  pageSize?: number
  /**
   * Pages kept by the server: `rows` is the current page (1-based `page`) of `total` rows, and Previous/Next ask
   * for another page through `onPageChange`. Without it the table pages `rows` in the browser.
   */
  paging?: ServerPaging
  /** Order kept by the server: `rows` arrive sorted; a sortable column's header asks for another order. */
  sorting?: ServerSorting
  /** A click on a row (outside its buttons and links) opens it. */
  onRowOpen?: (row: T) => void
  /** What opening a row does, for its keyboard control ("Open Ada Lovelace"). */
  rowLabel?: (row: T) => string
  /** Another page or order is on its way: the rows shown are the previous ones. */
  busy?: boolean
}) {
  const [clientPage, setClientPage] = useState<PaginationState>({ pageIndex: 0, pageSize })
  const serverSorted = !!sorting
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        // The server sorts: the value is never compared here, but only a column with an accessor can sort.
        accessorFn: () => 0,
        header: () => c.header,
        cell: (ctx) => c.cell(ctx.row.original),
        enableSorting: !!c.sortable && serverSorted,
        sortDescFirst: !!c.sortDescFirst,
      })),
    [columns, serverSorted],
  )
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])
  const data = useMemo(() => rows ?? [], [rows])
  const pages = paging
    ? Math.max(1, Math.ceil(paging.total / paging.pageSize))
    : Math.max(1, Math.ceil(data.length / pageSize))
  // A list that shrank (or a page past the end) shows its last page.
  const pagination: PaginationState = paging
    ? { pageIndex: paging.page - 1, pageSize: paging.pageSize }
    : { pageIndex: Math.min(clientPage.pageIndex, pages - 1), pageSize }
  const sortingState = useMemo(() => toSortingState(sorting?.sort), [sorting?.sort])

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => String(rowKey(row)),
    state: { sorting: sortingState, pagination },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      if (!sorting) return
      const next = typeof updater === 'function' ? updater(sortingState) : updater
      const sort = fromSortingState(next)
      if (sort && sort !== sorting.sort) sorting.onSortChange(sort)
    },
    manualPagination: !!paging,
    ...(paging ? { rowCount: paging.total } : {}),
    autoResetPageIndex: false,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      if (paging) {
        if (next.pageIndex !== pagination.pageIndex) paging.onPageChange(next.pageIndex + 1)
      } else setClientPage(next)
    },
  })

  if (isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{loadingLabel}</span>
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
    )
  }
  if (error || !rows) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-red-700">{errorMessage(error, errorFallback)}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }
  if (rows.length === 0 && !(paging && paging.page > 1)) {
    const Icon = empty.icon
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <Icon className="mb-3 size-8 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900">{empty.title}</p>
        <p className="text-sm text-slate-600">{empty.description}</p>
      </div>
    )
  }

  const shown = table.getRowModel().rows
  // A stacked table states its roles: a table laid out as a grid keeps them in every browser (stacked-table.tsx).
  const role = (name: string) => (stacked ? name : undefined)
  const current = pagination.pageIndex
  const last = columns.length - 1
  // A row opens on a click anywhere but its own controls, which keep their own meaning.
  const openFrom = (row: T) => (e: React.MouseEvent) => {
    if (!onRowOpen) return
    if ((e.target as HTMLElement).closest('button, a, input, select, textarea, [role="button"]')) return
    onRowOpen(row)
  }
  return (
    <div className="grid gap-4">
      {/* Positioned, so what sits absolutely inside the table (a header's hidden name) scrolls and clips with it. */}
      <div className={cn('relative overflow-x-auto', card && 'hidden md:block')}>
        <table
          role={role('table')}
          className={cn('w-full text-left text-sm', stacked && STACKED.table, busy && 'opacity-70')}
          aria-busy={busy || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            role={role('rowgroup')}
            className={cn(
              'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600',
              stacked && STACKED.head,
            )}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role={role('row')} className={cn(stacked && STACKED.headRow)}>
                {group.headers.map((header, i) => {
                  const col = byId.get(header.column.id)!
                  const sorted = header.column.getIsSorted()
                  const canSort = header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      role={role('columnheader')}
                      scope="col"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(
                        'px-4 py-3 font-semibold',
                        i === 0 && 'pl-0',
                        i === last && 'pr-0',
                        col.align === 'right' && 'text-right',
                        stacked && (canSort ? STACKED.sortHeader : STACKED.hiddenHeader),
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase tracking-wide hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                            sorted && 'text-slate-900',
                            col.align === 'right' && 'flex-row-reverse',
                          )}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody role={role('rowgroup')} className={cn('divide-y divide-slate-100', stacked && STACKED.body)}>
            {shown.map((row) => (
              <tr
                key={row.id}
                role={role('row')}
                onClick={onRowOpen ? openFrom(row.original) : undefined}
                className={cn(onRowOpen && 'cursor-pointer hover:bg-slate-50', stacked && STACKED.row)}
              >
                {row.getAllCells().map((cell, i) => {
                  const col = byId.get(cell.column.id)!
                  return (
                    <td
                      key={cell.id}
                      role={role('cell')}
                      className={cn(
                        'px-4 py-3 text-slate-800',
                        i === 0 && 'pl-0',
                        i === last && 'pr-0',
                        col.align === 'right' && 'text-right tabular-nums',
                        col.className,
                        stacked && [STACKED.cell, col.stack ?? STACKED.left],
                      )}
                    >
                      {i === 0 && onRowOpen ? (
                        <RowOpener label={rowLabel?.(row.original)} onOpen={() => onRowOpen(row.original)}>
                          <table.FlexRender cell={cell} />
                        </RowOpener>
                      ) : (
                        <table.FlexRender cell={cell} />
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul
          className={cn('grid grid-cols-1 gap-3 md:hidden', busy && 'opacity-70')}
          aria-label={caption}
          aria-busy={busy || undefined}
        >
          {shown.map((row) => (
            <li
              key={row.id}
              className={cn(
                'rounded-xl border border-slate-200 p-4',
                onRowOpen && 'cursor-pointer hover:bg-slate-50',
              )}
              onClick={onRowOpen ? openFrom(row.original) : undefined}
            >
              {card(row.original)}
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={caption}
        page={current + 1}
        pages={pages}
        onPageChange={(p) => (p > current + 1 ? table.nextPage() : table.previousPage())}
        busy={busy}
      />
    </div>
  )
}

/**
 * The first cell of a row that opens: its content made a button for the keyboard (the row's click is for the
 * mouse), named by `label`.
 */
function RowOpener({
  label,
  onOpen,
  children,
}: {
  label?: string | undefined
  onOpen: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className="-m-1 block w-full min-w-0 rounded p-1 text-left focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      {children}
    </button>
  )
}
