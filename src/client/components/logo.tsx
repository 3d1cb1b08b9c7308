export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverse ? '#fff' : '#1d4ed8'} />
        <path
          d="M18 40c0 5 5 8 13 8 9 0 15-4 15-11 0-6-4-9-12-10l-5-1c-4-1-5-2-5-4s2-4 7-4c4 0 7 2 7 5h7c0-7-6-11-14-11-9 0-14 4-14 11 0 6 4 9 11 10l5 1c4 1 6 2 6 4 0 3-3 4-8 4s-8-2-8-5z"
          fill={inverse ? '#1d4ed8' : '#fff'}
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-slate-900'}`}>
        SiteCraft
      </span>
    </span>
  )
}
