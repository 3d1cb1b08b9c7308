import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiJson } from '../lib/api-client'
import { toast } from '../lib/toast'
import { useForgetSession } from './use-session'

export function logout(): Promise<unknown> {
  return apiJson('POST', '/api/auth/logout')
}

/**
 * Log out: the server revokes the session; whatever it answers (an expired session, no network), this browser
 * forgets the token and all cached data, says so, and moves to `redirectTo`.
 */
export function useSignOut() {
  const navigate = useNavigate()
  const forget = useForgetSession()
  const mutation = useMutation({
    mutationFn: (_redirectTo: string) => logout(),
    onSettled: (_data, _error, redirectTo) => {
      void navigate(redirectTo)
      forget()
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' })
    },
  })
  return { signOut: (redirectTo: string) => mutation.mutate(redirectTo), isPending: mutation.isPending }
}
