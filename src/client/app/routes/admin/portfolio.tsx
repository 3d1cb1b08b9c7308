import { AdminPortfolioTab } from '../../../features/portfolio/components/admin-portfolio-tab'

export default function AdminPortfolio() {
  return <AdminPortfolioTab />
}
