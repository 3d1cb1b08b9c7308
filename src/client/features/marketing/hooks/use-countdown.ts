import { useEffect, useState } from 'react'

/**
 * Milliseconds left until `endsAt`, ticking each second; null until mounted (so prerendered HTML and the first
 * client render agree) or when there is no end time.
 */
export function useCountdown(endsAt: string | undefined): number | null {
  const [remaining, setRemaining] = useState<number | null>(null)
  const end = endsAt ? Date.parse(endsAt) : Number.NaN
  const ends = Number.isFinite(end)
  useEffect(() => {
    if (!ends) return
    const tick = () => {
      const left = Math.max(0, end - Date.now())
      setRemaining(left)
      if (left === 0) clearInterval(timer)
    }
    const timer = setInterval(tick, 1000)
    tick()
    return () => clearInterval(timer)
  }, [end, ends])
  return ends ? remaining : null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** HH:MM:SS, with the days in front when more than a day is left ("2d 04:11:09"). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86_400)
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? `${days}d ${clock}` : clock
}
