import type { LucideIcon } from 'lucide-react'
import { Card } from '../../../components/ui/card'

export function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <Card className="flex h-full items-center justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      </div>
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  )
}
