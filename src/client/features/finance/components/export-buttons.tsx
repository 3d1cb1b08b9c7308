import { FileSpreadsheet, FileText } from 'lucide-react'
import { useState } from 'react'
import type { FinanceExportQuery, FinanceFilterQuery } from '../../../../shared/contracts/finance'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useExportFinanceReport } from '../api/export-finance-report'
import { formatBytes } from '../finance-format'

type ExportType = FinanceExportQuery['type']

/**
 * Export CSV and Export PDF of the report as filtered. While a file is made and downloaded both buttons wait;
 * the one at work shows a spinner and how far it has got (a percentage, or the bytes received when the server
 * gives no length).
 */
export function ExportButtons({ filter }: { filter: FinanceFilterQuery }) {
  const exporter = useExportFinanceReport()
  const [working, setWorking] = useState<ExportType | null>(null)
  const { progress } = exporter

  const run = (type: ExportType) => {
    setWorking(type)
    exporter
      .exportReport({ type, days: filter.days, status: filter.status })
      .then(
        (name) => toast({ title: 'Report downloaded', description: name, variant: 'success' }),
        (err: unknown) =>
          toast({
            title: 'Export failed',
            description: errorMessage(
              err,
              `The ${type.toUpperCase()} report could not be made. Please try again.`,
            ),
            variant: 'destructive',
          }),
      )
      .finally(() => setWorking(null))
  }

  const status = (type: ExportType) => {
    if (working !== type) return null
    if (!progress || progress.received === 0) return 'Preparing…'
    if (progress.total) return `${Math.min(100, Math.round((progress.received / progress.total) * 100))}%`
    return formatBytes(progress.received)
  }

  const button = (type: ExportType, label: string, Icon: typeof FileText) => (
    <Button
      variant="outline"
      onClick={() => run(type)}
      disabled={working !== null}
      aria-busy={working === type || undefined}
    >
      {working === type ? (
        <Spinner label={`Making the ${type.toUpperCase()} report`} className="[&>span:first-child]:size-4" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {label}
      {working === type && (
        <span className="text-xs font-normal text-slate-600 tabular-nums" aria-live="polite">
          {status(type)}
        </span>
      )}
    </Button>
  )

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Export the report">
      {button('csv', 'Export CSV', FileSpreadsheet)}
      {button('pdf', 'Export PDF', FileText)}
    </div>
  )
}
