import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Class merging for the owned UI primitives: a later utility replaces an earlier one of the same group under
 * the same variants (`h-10` then `h-12`), and a shorthand replaces the longhands before it (`px-2` then `p-4`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
