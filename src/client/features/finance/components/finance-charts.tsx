import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { ReactElement } from 'react'
import { formatMoney } from '../../../../shared/money'

/*
 * Every chart of the finance dashboard, in one module that only this page loads (through React.lazy in
 * chart-frame.tsx): recharts is large and the other pages never carry it. The charts are pictures; their text
 * alternative is the table the frame renders beside them.
 */

/** A chart's data; money values are cents. */
export type FinanceChartSpec =
  | { kind: 'trend'; data: { label: string; revenue: number; refunded: number }[] }
  | { kind: 'bars'; data: { label: string; value: number }[]; name: string; layout?: 'vertical' }
  | { kind: 'pie'; data: { label: string; value: number }[]; name: string }
  | { kind: 'line'; data: { label: string; value: number }[]; name: string }

const BRAND = '#1d4ed8'
const REFUND = '#dc2626'
const PALETTE = ['#1d4ed8', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2']

// The charts' values are cents: the axis in whole dollars, the tooltip with cents.
const dollars = (cents: number) => formatMoney(cents, 'USD', { whole: true })
const dollarsWithCents = (cents: unknown) =>
  typeof cents === 'number' ? formatMoney(cents, 'USD', { whole: false }) : String(cents)

const axis = { fontSize: 12, fill: '#475569' }

function chart(spec: FinanceChartSpec): ReactElement {
  switch (spec.kind) {
    case 'trend':
      return (
        <AreaChart data={spec.data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tickFormatter={dollars} tick={axis} width={72} />
          <Tooltip formatter={dollarsWithCents} />
          <Legend />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={BRAND}
            fill={BRAND}
            fillOpacity={0.15}
          />
          <Area
            type="monotone"
            dataKey="refunded"
            name="Refunds"
            stroke={REFUND}
            fill={REFUND}
            fillOpacity={0.1}
          />
        </AreaChart>
      )
    case 'bars':
      return spec.layout === 'vertical' ? (
        <BarChart
          data={spec.data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" tickFormatter={dollars} tick={axis} />
          <YAxis type="category" dataKey="label" tick={axis} width={110} />
          <Tooltip formatter={dollarsWithCents} />
          <Bar dataKey="value" name={spec.name} fill={BRAND} radius={[0, 4, 4, 0]} />
        </BarChart>
      ) : (
        <BarChart data={spec.data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tickFormatter={dollars} tick={axis} width={72} />
          <Tooltip formatter={dollarsWithCents} />
          <Bar dataKey="value" name={spec.name} fill={BRAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      )
    case 'pie':
      return (
        <PieChart accessibilityLayer={false}>
          <Tooltip />
          <Legend />
          <Pie data={spec.data} dataKey="value" nameKey="label" name={spec.name} outerRadius="75%" label>
            {spec.data.map((d, i) => (
              <Cell key={d.label} fill={PALETTE[i % PALETTE.length]} />
            ))}
          </Pie>
        </PieChart>
      )
    case 'line':
      return (
        <LineChart data={spec.data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tickFormatter={dollars} tick={axis} width={72} />
          <Tooltip formatter={dollarsWithCents} />
          <Line type="monotone" dataKey="value" name={spec.name} stroke={BRAND} strokeWidth={2} />
        </LineChart>
      )
  }
}

export default function FinanceChart({ spec, height }: { spec: FinanceChartSpec; height: number }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      {chart(spec)}
    </ResponsiveContainer>
  )
}
