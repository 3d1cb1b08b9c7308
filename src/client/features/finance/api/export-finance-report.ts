import { FINANCE_EXPORT_PATH, type FinanceExportQuery } from '../../../../shared/contracts/finance'
import { formatIsoDay } from '../../../../shared/dates'
import { useDownloadFile } from './download-file'

/** Where the report of a filter is made: `?type=&days=&status=`. */
export function financeExportUrl(query: FinanceExportQuery): string {
  const params = new URLSearchParams({
    type: query.type,
    days: String(query.days),
    status: query.status,
  })
  return `${FINANCE_EXPORT_PATH}?${params.toString()}`
}

/** The name used when the server gives none: financial-report-YYYY-MM-DD.csv|pdf, today in the browser. */
export function defaultReportName(type: FinanceExportQuery['type'], now = new Date()): string {
  return `financial-report-${formatIsoDay(now)}.${type}`
}

/** Downloads the report of a filter as CSV or PDF, with its progress. */
export function useExportFinanceReport() {
  const download = useDownloadFile()
  return {
    ...download,
    exportReport: (query: FinanceExportQuery) =>
      download.mutateAsync({ url: financeExportUrl(query), fallbackName: defaultReportName(query.type) }),
  }
}
