import { queryOptions } from '@tanstack/react-query'
import { getQueryFn } from './api-client'

export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  role: 'customer' | 'admin' | 'cfo'
}

export const meQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: getQueryFn<{ user: SessionUser } | null>({ on401: 'returnNull' }),
})
