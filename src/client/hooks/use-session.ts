import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { AuthResponse, User } from '../../shared/contracts/auth'
import { type MeAnswer, meQueryOptions } from '../lib/session'
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage'
import { useHydrated } from './use-hydrated'

export type AccountStatus = 'pending' | 'signed-in' | 'signed-out'

/**
 * The signed-in account: the stored token, checked by the identity call. Storage is read only after
 * hydration, so prerendered pages and their first client render agree; until then the status is 'pending'.
 * A token the server no longer accepts (the identity call answers 401) is removed and the visitor is signed out.
 */
export function useAccount(): { status: AccountStatus; user: User | null; mustEnrollTotp: boolean } {
  const hydrated = useHydrated()
  const hasToken = hydrated && !!readStorage(STORAGE_KEYS.token)
  const query = useQuery({ ...meQueryOptions, enabled: hasToken })
  const rejected = hasToken && query.isSuccess && query.data === null

  useEffect(() => {
    if (rejected) writeStorage(STORAGE_KEYS.token, null)
  }, [rejected])

  if (!hydrated || (hasToken && query.isPending))
    return { status: 'pending', user: null, mustEnrollTotp: false }
  // The server's identity answer carries every User field; lib/session types only the ones the site uses.
  const user = hasToken ? ((query.data?.user as User | undefined) ?? null) : null
  return user
    ? { status: 'signed-in', user, mustEnrollTotp: query.data?.mustEnrollTotp === true }
    : { status: 'signed-out', user: null, mustEnrollTotp: false }
}

/** After any successful sign-in: keep the token and put the user in the cache, so every screen knows at once. */
export function useStoreSession() {
  const queryClient = useQueryClient()
  return useCallback(
    (auth: Pick<AuthResponse, 'token' | 'user' | 'mustEnrollTotp'>) => {
      writeStorage(STORAGE_KEYS.token, auth.token)
      writeStorage(STORAGE_KEYS.role, auth.user.role)
      // The whole user (totpEnabled included) goes in; lib/session types only the fields the site reads.
      const me: MeAnswer = { user: auth.user, ...(auth.mustEnrollTotp ? { mustEnrollTotp: true } : {}) }
      queryClient.setQueryData(meQueryOptions.queryKey, me)
    },
    [queryClient],
  )
}

/** Clears the session in this browser: the token goes and every cached answer with it. */
export function useForgetSession() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    writeStorage(STORAGE_KEYS.token, null)
    writeStorage(STORAGE_KEYS.role, null)
    queryClient.clear()
  }, [queryClient])
}
