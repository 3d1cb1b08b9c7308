import { useQuery } from '@tanstack/react-query'
import { ImageOff } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { apiRequest } from '../lib/api-client'
import { Skeleton } from './ui/skeleton'

/**
 * An uploaded image (a logo, a file sent in a thread, a review screenshot), fetched with the session (a plain
 * `src` would carry no token) and shown from memory; its address is released when it leaves the page. `full`
 * fills its container's width edge to edge (pins are placed on it by percentage).
 */
export function PrivateImage({
  uploadId,
  alt,
  size = 'large',
}: {
  uploadId: number
  alt: string
  size?: 'large' | 'small' | 'full'
}) {
  const file = useQuery({
    queryKey: ['uploads', uploadId],
    queryFn: async () => (await apiRequest('GET', `/api/uploads/${uploadId}`)).blob(),
    staleTime: Infinity,
  })
  const src = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data])
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src])
  if (file.isError)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <ImageOff className="size-4" aria-hidden="true" />
        {`${alt}: it could not be loaded.`}
      </p>
    )
  if (!src)
    return (
      <Skeleton
        className={size === 'full' ? 'aspect-[16/10] w-full' : size === 'large' ? 'size-32' : 'size-20'}
        aria-label={`Loading ${alt}`}
      />
    )
  return (
    <img
      src={src}
      alt={alt}
      className={
        size === 'full'
          ? 'block w-full rounded-lg bg-white ring-1 ring-slate-200'
          : `${size === 'large' ? 'max-h-40' : 'max-h-24'} max-w-full rounded-lg bg-white object-contain p-2 ring-1 ring-slate-200`
      }
    />
  )
}
