import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation } from 'wouter'
import type { AuthResponse, User } from '../../shared/contracts/auth'
import { apiJson } from '../lib/api-client'
import { meQueryOptions, type SessionUser } from '../lib/session'
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage'
import { toast } from '../lib/toast'
import { useHydrated } from './use-hydrated'

export type AccountStatus = 'pending' | 'signed-in' | 'signed-out'

/**
 * The signed-in account: the stored token, checked by the identity call. Storage is read only after
 * hydration, so prerendered pages and their first client render agree; until then the status is 'pending'.
 * A token the server no longer accepts (the identity call answers 401) is removed and the visitor is signed out.
 */
export function useAccount(): { status: AccountStatus; user: User | null } {
  const hydrated = useHydrated()
  const hasToken = hydrated && !!readStorage(STORAGE_KEYS.token)
  const query = useQuery({ ...meQueryOptions, enabled: hasToken })
  const rejected = hasToken && query.isSuccess && query.data === null

  useEffect(() => {
    if (rejected) writeStorage(STORAGE_KEYS.token, null)
  }, [rejected])

  if (!hydrated || (hasToken && query.isPending)) return { status: 'pending', user: null }
  // The server's identity answer carries every User field; lib/session types only the ones the site uses.
  const user = hasToken ? ((query.data?.user as User | undefined) ?? null) : null
  return user ? { status: 'signed-in', user } : { status: 'signed-out', user: null }
}

/** After any successful sign-in: keep the token and put the user in the cache, so every screen knows at once. */
export function useStoreSession() {
  const queryClient = useQueryClient()
  return useCallback(
    (auth: Pick<AuthResponse, 'token' | 'user'>) => {
      writeStorage(STORAGE_KEYS.token, auth.token)
      // The whole user (totpEnabled included) goes in; lib/session types only the fields the site reads.
      const me: { user: SessionUser } = { user: auth.user }
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
    queryClient.clear()
  }, [queryClient])
}

export function logout(): Promise<unknown> {
  return apiJson('POST', '/api/auth/logout')
}

/**
 * Log out: the server revokes the session; whatever it answers (an expired session, no network), this browser
 * forgets the token and all cached data, says so, and moves to `redirectTo`.
 */
export function useSignOut() {
  const [, navigate] = useLocation()
  const forget = useForgetSession()
  const mutation = useMutation({
    mutationFn: (_redirectTo: string) => logout(),
    onSettled: (_data, _error, redirectTo) => {
      navigate(redirectTo)
      forget()
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' })
    },
  })
  return { signOut: (redirectTo: string) => mutation.mutate(redirectTo), isPending: mutation.isPending }
}
