import { LineChart } from 'lucide-react'
import { StaffLoginForm } from '../../features/session/components/staff-login-form'
import { StaffLoginLayout } from '../../features/session/components/staff-login-layout'

/** Finance (CFO) sign-in; success goes to /cfo-dashboard. */
export default function CfoLoginPage() {
  return (
    <StaffLoginLayout
      icon={<LineChart aria-hidden="true" />}
      title="Finance sign in"
      description="Sign in to read revenue, orders and reports."
    >
      <StaffLoginForm role="cfo" fallbackError="Login failed" />
    </StaffLoginLayout>
  )
}
