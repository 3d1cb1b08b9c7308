import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'

/** "Go to Dashboard": every state of the payment return offers it. */
export function DashboardLink(props: Omit<ComponentProps<typeof Button>, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <Link to="/dashboard">Go to Dashboard</Link>
    </Button>
  )
}
