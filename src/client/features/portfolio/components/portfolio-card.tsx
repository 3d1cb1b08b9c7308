import { ExternalLink, Star } from 'lucide-react'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { cn } from '../../../lib/utils'

/** Screenshots are 1200×800; the fixed ratio keeps the grid from shifting while they load. */
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 800

/**
 * One showcase site, on the portfolio page and in the landing page's section. `compact` (the landing section,
 * which lists featured sites only) leaves out the Featured mark and the live-site link and keeps every
 * description to three lines, so the cards line up. `eager`: the card is likely the first thing in view, so
 * its screenshot loads at once and first.
 */
export function PortfolioCard({
  item,
  headingLevel = 'h2',
  compact = false,
  eager = false,
}: {
  item: PortfolioItem
  headingLevel?: 'h2' | 'h3'
  compact?: boolean
  eager?: boolean
}) {
  const Heading = headingLevel
  return (
    <Card className="group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden border-b border-slate-200 bg-slate-100">
        <img
          src={item.imageUrl}
          alt={`Home page of the ${item.title} website`}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[3/2] size-full object-cover text-sm text-slate-600 object-top transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {item.featured && !compact && (
          <Badge variant="warning" className="absolute left-3 top-3 shadow-sm">
            <Star className="size-3 fill-current" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <div className={cn('flex flex-1 flex-col gap-3', compact ? 'p-5' : 'p-6')}>
        <div>
          <Badge>{item.category}</Badge>
        </div>
        <Heading className={cn('text-lg font-semibold leading-snug text-slate-900', compact && 'truncate')}>
          {item.title}
        </Heading>
        <p
          className={cn(
            'flex-1 text-sm leading-relaxed text-slate-600',
            compact && 'line-clamp-3 min-h-[4.5rem] leading-6',
          )}
        >
          {item.description}
        </p>
        {item.websiteUrl && !compact && (
          <Button asChild variant="outline" className="mt-2 w-full sm:w-auto sm:self-start">
            <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer">
              View Live Site
              <span className="sr-only"> of {item.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </Card>
  )
}

/** A compact card's stand-in while the list loads, the same size, so the grid does not move when it arrives. */
export function PortfolioCardPlaceholder() {
  return (
    <Card aria-hidden="true" className="flex w-full flex-col overflow-hidden">
      <div className="aspect-[3/2] animate-pulse border-b border-slate-200 bg-slate-100 motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-20 rounded-full bg-slate-100" />
        <div className="h-[1.546875rem] w-2/3 rounded bg-slate-100" />
        <div className="h-[4.5rem] rounded bg-slate-100" />
      </div>
    </Card>
  )
}
