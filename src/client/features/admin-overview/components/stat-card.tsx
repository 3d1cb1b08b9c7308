import type { LucideIcon } from 'lucide-react'
import { Card } from '../../../components/ui/card'
import { Skeleton } from '../../../components/ui/skeleton'

export function StatCard({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string
  value: string | undefined
  icon: LucideIcon
  loading: boolean
}) {
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {loading ? (
          <Skeleton className="mt-2 h-8 w-24" />
        ) : (
          <p className="mt-1 truncate text-2xl font-bold text-slate-900">{value ?? '—'}</p>
        )}
      </div>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  )
}
