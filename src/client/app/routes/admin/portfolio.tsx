import { PortfolioTab } from '../../../features/admin/components/portfolio-tab'
import { portfolioKeys } from '../../../features/portfolio/portfolio-keys'

/** The public lists (/portfolio, the landing page's featured items) are read again after every change. */
const PUBLIC_PORTFOLIO = [portfolioKeys.all] as const

export default function AdminPortfolio() {
  return <PortfolioTab alsoRefresh={PUBLIC_PORTFOLIO} />
}
