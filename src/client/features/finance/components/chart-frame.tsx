import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { Skeleton } from '../../../components/ui/skeleton'
import type { FinanceChartSpec } from './finance-charts'

// recharts arrives with the first chart drawn, in a chunk of its own that only this page asks for and that the
// page does not preload: the figures and tables paint first (docs/decisions/0050-how-a-page-starts.md).
const FinanceChart = lazy(() => import('./finance-charts'))

/** Runs `run` when the browser is next idle (at most `timeout` ms later); returns a cancel. */
function whenIdle(run: () => void, timeout = 1000): () => void {
  // Safari has no requestIdleCallback: a timer lets the frame with the figures paint first.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 1)
  return () => clearTimeout(id)
}

/**
 * True once the element has come near the viewport and the browser has then been idle: a chart below the fold
 * costs nothing on start, and one in view is drawn in its own task after the page's figures have painted.
 */
function useDrawWhenShown(ref: React.RefObject<HTMLElement | null>): boolean {
  const [draw, setDraw] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (draw || !el) return
    let cancelIdle: (() => void) | undefined
    const schedule = () => {
      cancelIdle = whenIdle(() => setDraw(true))
    }
    if (!('IntersectionObserver' in window)) {
      schedule()
      return () => cancelIdle?.()
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        io.disconnect()
        schedule()
      },
      { rootMargin: '200px 0px' },
    )
    io.observe(el)
    return () => {
      io.disconnect()
      cancelIdle?.()
    }
  }, [draw, ref])
  return draw
}

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
  const box = useRef<HTMLDivElement>(null)
  const draw = useDrawWhenShown(box)
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      <div ref={box} aria-hidden="true" className="min-w-0 overflow-hidden" style={{ height }}>
        {draw ? (
          <Suspense fallback={<Skeleton className="size-full" />}>
            <FinanceChart spec={spec} height={height} />
          </Suspense>
        ) : (
          // The chart's place, kept until it is due; the skeleton shows only while its code loads.
          <div className="size-full rounded-md bg-slate-50" />
        )}
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
