import type { ComponentProps } from 'react'
import { Link } from 'wouter'
import { Button } from '../../../components/ui/button'

/** "Go to Dashboard": every state of the payment return offers it. */
export function DashboardLink(props: Omit<ComponentProps<typeof Button>, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <Link href="/dashboard">Go to Dashboard</Link>
    </Button>
  )
}
