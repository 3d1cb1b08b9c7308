import { lazy, type ReactNode, Suspense } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import type { FinanceChartSpec } from './finance-charts'

// recharts arrives with the first chart, in a chunk of its own that only this page asks for.
const FinanceChart = lazy(() => import('./finance-charts'))

/**
 * A chart and its text alternative: the picture is hidden from assistive technology, which reads `summary`
 * and a table of the same numbers instead (visually hidden).
 */
export function ChartFrame({
  title,
  summary,
  spec,
  table,
  height = 280,
}: {
  title: string
  summary: string
  spec: FinanceChartSpec
  /** The chart's numbers: column headings, then one row per point. */
  table: { columns: string[]; rows: ReactNode[][] }
  height?: number
}) {
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true" className="min-w-0" style={{ height }}>
        <Suspense fallback={<Skeleton className="size-full" />}>
          <FinanceChart spec={spec} height={height} />
        </Suspense>
      </div>
      {/* A table is never narrower than its content, so the hidden box is a block around it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
