import { ShieldCheck } from 'lucide-react'
import { StaffLoginForm } from '../../features/session/components/staff-login-form'
import { StaffLoginLayout } from '../../features/session/components/staff-login-layout'

/** Admin sign-in; success goes to /admin. */
export default function AdminLoginPage() {
  return (
    <StaffLoginLayout
      icon={<ShieldCheck aria-hidden="true" />}
      title="Admin sign in"
      description="Sign in to manage customers, projects and support."
    >
      <StaffLoginForm role="admin" fallbackError="Invalid admin credentials" />
    </StaffLoginLayout>
  )
}
