import { ArrowDown, ArrowUp, ExternalLink, ImageOff, Images, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { AdminPortfolioItem, PortfolioItemInput } from '../../../../shared/contracts/admin-portfolio'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { type DataColumn, DataTable } from '../../../components/data-table'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { cn } from '../../../lib/utils'
import { useDeletePortfolioItem } from '../api/delete-portfolio-item'
import { ADMIN_PORTFOLIO_PAGE_SIZE, useAdminPortfolio } from '../api/list-admin-portfolio'
import { useReorderPortfolio } from '../api/reorder-portfolio'
import { useUpdatePortfolioItem } from '../api/update-portfolio-item'
import { PORTFOLIO_MESSAGES, PortfolioItemDialog, type PortfolioTarget } from './portfolio-item-dialog'
import { formatDate } from '../../../../shared/dates'

/**
 * Portfolio: every item in the order the public pages show them, to add, edit, feature, move and delete; the
 * public lists are read again after every change.
 */
export function AdminPortfolioTab() {
  const [page, setPage] = useState(1)
  const portfolio = useAdminPortfolio(page)
  const [target, setTarget] = useState<PortfolioTarget | null>(null)
  const [deleting, setDeleting] = useState<AdminPortfolioItem | null>(null)
  const remove = useDeletePortfolioItem()
  const reorder = useReorderPortfolio()
  const update = useUpdatePortfolioItem()
  // After a move, the moved item's button keeps the focus, so the arrows can be pressed again.
  const focusAfterMove = useRef<string | null>(null)
  // Each item's arrows exist twice (the table, and the cards of narrow screens): the visible one is focused.
  const moveButtons = useRef(new Map<string, Set<HTMLButtonElement>>())

  const items = portfolio.data?.items
  const total = portfolio.data?.total ?? 0
  // Moving needs every item's id: the whole portfolio must be on this page (it is, up to 100 items).
  const canMove = !!items && items.length === total
  const busy = reorder.isPending || portfolio.isFetching

  useEffect(() => {
    const key = focusAfterMove.current
    if (!key || busy) return
    focusAfterMove.current = null
    const buttons = [...(moveButtons.current.get(key) ?? [])]
    buttons.find((b) => b.checkVisibility?.() ?? true)?.focus()
  }, [busy, items])

  const move = (item: AdminPortfolioItem, by: -1 | 1) => {
    if (!items) return
    const from = items.findIndex((i) => i.id === item.id)
    const to = from + by
    if (from < 0 || to < 0 || to >= items.length) return
    const ids = items.map((i) => i.id)
    ids.splice(from, 1)
    ids.splice(to, 0, item.id)
    const key = `${item.id}:${by === -1 ? 'up' : 'down'}`
    reorder.mutate(ids, {
      onSuccess: () => {
        toast({
          title: 'Portfolio Order Saved',
          description: `“${item.title}” moved ${by === -1 ? 'up' : 'down'}.`,
          variant: 'success',
        })
        // At the top or bottom now, the arrow pressed is disabled: the other one takes the focus.
        const end = by === -1 ? to === 0 : to === items.length - 1
        focusAfterMove.current = end ? `${item.id}:${by === -1 ? 'down' : 'up'}` : key
      },
      onError: (err) => {
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to reorder the portfolio. Please try again.'),
          variant: 'destructive',
        })
      },
    })
  }

  const toggleFeatured = (item: AdminPortfolioItem) => {
    const featured = !item.featured
    update.mutate(
      {
        id: item.id,
        body: {
          title: item.title,
          description: item.description,
          imageUrl: item.imageUrl,
          websiteUrl: item.websiteUrl,
          category: item.category as PortfolioItemInput['category'],
          featured,
        },
      },
      {
        onSuccess: ({ item: saved }) => {
          toast({
            title: featured ? 'Item Featured' : 'Item No Longer Featured',
            description: featured
              ? `“${saved.title}” shows on the landing page.`
              : `“${saved.title}” no longer shows on the landing page.`,
            variant: 'success',
          })
        },
        onError: () => {
          toast({ title: 'Error', description: PORTFOLIO_MESSAGES.updateFailed, variant: 'destructive' })
        },
      },
    )
  }

  const confirmDelete = () => {
    if (!deleting) return
    const item = deleting
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({
          title: 'Portfolio Item Deleted',
          description: `“${item.title}” is removed from the portfolio.`,
          variant: 'success',
        })
        setDeleting(null)
      },
      onError: () => {
        toast({ title: 'Error', description: PORTFOLIO_MESSAGES.deleteFailed, variant: 'destructive' })
        setDeleting(null)
      },
    })
  }

  const index = (item: AdminPortfolioItem) => items?.findIndex((i) => i.id === item.id) ?? -1
  const featurePending = (item: AdminPortfolioItem) => update.isPending && update.variables?.id === item.id

  const actions = (item: AdminPortfolioItem) => (
    <ItemActions
      item={item}
      canMoveUp={canMove && index(item) > 0}
      canMoveDown={canMove && index(item) < total - 1}
      moving={busy}
      featurePending={featurePending(item)}
      onMove={(by) => move(item, by)}
      onToggleFeatured={() => toggleFeatured(item)}
      onEdit={() => setTarget({ kind: 'edit', item })}
      onDelete={() => setDeleting(item)}
      buttonRef={(key, el) => {
        const buttons = moveButtons.current.get(key) ?? new Set()
        moveButtons.current.set(key, buttons.add(el))
        return () => void buttons.delete(el)
      }}
      moveReason={canMove ? undefined : 'Items can be moved when the whole portfolio is on one page.'}
    />
  )

  const columns: DataColumn<AdminPortfolioItem>[] = [
    { id: 'image', header: 'Image', cell: (item) => <ItemImage item={item} /> },
    { id: 'item', header: 'Item', cell: (item) => <ItemText item={item} />, className: 'min-w-64' },
    // One word each ("E-commerce" too): never broken at its dash.
    { id: 'category', header: 'Category', cell: (item) => item.category, className: 'whitespace-nowrap' },
    { id: 'website', header: 'Website', cell: (item) => <WebsiteLink item={item} /> },
    {
      id: 'added',
      header: 'Added',
      cell: (item) => <span className="whitespace-nowrap">{formatDate(item.createdAt)}</span>,
    },
    { id: 'actions', header: <span className="sr-only">Actions</span>, cell: actions, align: 'right' },
  ]

  return (
    <section aria-labelledby="portfolio-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="portfolio-heading" className="text-lg font-semibold text-slate-900">
            Portfolio
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {portfolio.data
              ? `${total} item${total === 1 ? '' : 's'}, in the order the portfolio page shows them`
              : 'The showcase on the portfolio page and the landing page'}
          </p>
        </div>
        <Button onClick={() => setTarget({ kind: 'add' })} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Add Portfolio Item
        </Button>
      </div>

      <DataTable
        caption="Portfolio items"
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        isPending={portfolio.isPending}
        error={portfolio.error}
        onRetry={() => void portfolio.refetch()}
        retrying={portfolio.isFetching}
        loadingLabel="Loading the portfolio"
        errorFallback="The portfolio could not be loaded."
        empty={{
          icon: Images,
          title: 'No portfolio items yet',
          description: 'Click Add Portfolio Item to add the first one.',
        }}
        card={(item) => (
          <div className="grid gap-3">
            <ItemImage item={item} wide />
            <ItemText item={item} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Category</dt>
              <dd className="text-slate-900">{item.category}</dd>
              <dt className="text-slate-600">Website</dt>
              <dd className="min-w-0">
                <WebsiteLink item={item} />
              </dd>
              <dt className="text-slate-600">Added</dt>
              <dd className="text-slate-900">{formatDate(item.createdAt)}</dd>
            </dl>
            {actions(item)}
          </div>
        )}
        paging={{
          page,
          pageSize: ADMIN_PORTFOLIO_PAGE_SIZE,
          total,
          onPageChange: setPage,
        }}
      />

      <PortfolioItemDialog target={target} onOpenChange={(o) => !o && setTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete portfolio item"
        question="Are you sure you want to delete this portfolio item?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function ItemText({ item }: { item: AdminPortfolioItem }) {
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{item.title}</p>
        {item.featured && (
          <Badge variant="success">
            <Star className="size-3.5" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{item.description}</p>
    </div>
  )
}

function WebsiteLink({ item }: { item: AdminPortfolioItem }) {
  if (!item.websiteUrl) return <span className="text-slate-500">None</span>
  return (
    <a
      href={item.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-48 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {/* Named by the address it shows (what a voice user says), then whose site it is. */}
      <span className="truncate">{item.websiteUrl.replace(/^https?:\/\//, '')}</span>
      <span className="sr-only">: website of {item.title} (opens in a new tab)</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  )
}

/** The item's picture; one the page cannot show leaves a placeholder with a link to it. */
function ItemImage({ item, wide = false }: { item: AdminPortfolioItem; wide?: boolean }) {
  const [broken, setBroken] = useState(false)
  const size = wide ? 'w-full' : 'w-28'
  if (broken) {
    return (
      <a
        href={item.imageUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open image of ${item.title} (opens in a new tab)`}
        className={cn(
          'flex aspect-[3/2] flex-col items-center justify-center gap-1 rounded-md bg-slate-100 text-xs font-medium text-brand-700',
          size,
        )}
      >
        <ImageOff className="size-5 text-slate-500" aria-hidden="true" />
        Open image
      </a>
    )
  }
  return (
    <img
      src={item.imageUrl}
      alt={item.title}
      width={112}
      height={75}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('aspect-[3/2] rounded-md bg-slate-100 object-cover object-top', size)}
    />
  )
}

function ItemActions({
  item,
  canMoveUp,
  canMoveDown,
  moving,
  featurePending,
  onMove,
  onToggleFeatured,
  onEdit,
  onDelete,
  buttonRef,
  moveReason,
}: {
  item: AdminPortfolioItem
  canMoveUp: boolean
  canMoveDown: boolean
  moving: boolean
  featurePending: boolean
  onMove: (by: -1 | 1) => void
  onToggleFeatured: () => void
  onEdit: () => void
  onDelete: () => void
  buttonRef: (key: string, el: HTMLButtonElement) => () => void
  moveReason: string | undefined
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <div className="flex gap-1" role="group" aria-label={`Order of ${item.title}`}>
        <Button
          ref={(el) => (el ? buttonRef(`${item.id}:up`, el) : undefined)}
          variant="outline"
          size="sm"
          onClick={() => onMove(-1)}
          disabled={!canMoveUp || moving}
          title={moveReason}
          aria-label={`Move ${item.title} up`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          ref={(el) => (el ? buttonRef(`${item.id}:down`, el) : undefined)}
          variant="outline"
          size="sm"
          onClick={() => onMove(1)}
          disabled={!canMoveDown || moving}
          title={moveReason}
          aria-label={`Move ${item.title} down`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onToggleFeatured}
        disabled={featurePending}
        aria-pressed={item.featured}
        aria-label={`Featured: ${item.title}`}
      >
        <Star aria-hidden="true" className={cn(item.featured && 'fill-current text-amber-500')} />
        Featured
      </Button>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.title}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={onDelete}
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${item.title}`}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  )
}
