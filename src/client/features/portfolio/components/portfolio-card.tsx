import { ExternalLink, Star } from 'lucide-react'
import type { PortfolioItem } from '../../../../shared/contracts/portfolio'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

/** Screenshots are 1200×800; the fixed ratio keeps the grid from shifting while they load. */
const IMAGE_WIDTH = 1200
const IMAGE_HEIGHT = 800

/** `eager`: the card is likely the first thing in view, so its screenshot loads at once and first. */
export function PortfolioCard({ item, eager = false }: { item: PortfolioItem; eager?: boolean }) {
  return (
    <Card className="group flex flex-col overflow-hidden transition-shadow hover:shadow-md">
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
        {item.featured && (
          <Badge variant="warning" className="absolute left-3 top-3 shadow-sm">
            <Star className="size-3 fill-current" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <Badge>{item.category}</Badge>
        </div>
        <h2 className="text-lg font-semibold leading-snug text-slate-900">{item.title}</h2>
        <p className="flex-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
        {item.websiteUrl && (
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
