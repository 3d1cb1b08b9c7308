import { financeStatsQueryOptions } from '../../features/finance/api/get-finance-stats'
import { financeFilterFrom } from '../../features/finance/hooks/use-finance-filters'
import { SessionCheck } from '../../components/session-check'
import { AREAS } from '../pages'
import CfoDashboardPage from '../routes/cfo-dashboard'
import { AreaGuard, areaClientLoader, areaShouldRevalidate, type FirstReads } from './area-route'

const area = AREAS.finance

/** The report's figures for the filters in the address. */
const firstReads: FirstReads = (url) => [financeStatsQueryOptions(financeFilterFrom(url.searchParams))]

export const clientLoader = areaClientLoader(area, firstReads)
export const shouldRevalidate = areaShouldRevalidate

export function HydrateFallback() {
  return <SessionCheck title={area.checkTitle} />
}

export default function FinanceRoute() {
  return <AreaGuard area={area} page={CfoDashboardPage} />
}
