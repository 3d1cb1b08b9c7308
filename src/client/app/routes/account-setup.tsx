import { KeyRound } from 'lucide-react'
import { PasswordSetupForm } from '../../features/session/components/password-setup-form'
import { StaffLoginLayout } from '../../features/session/components/staff-login-layout'

/** Where a new staff account's one-time setup link leads. */
export default function AccountSetupPage() {
  return (
    <StaffLoginLayout
      icon={<KeyRound aria-hidden="true" />}
      title="Set your password"
      description="Choose the password for your new SiteCraft staff account. This link works once."
    >
      <PasswordSetupForm />
    </StaffLoginLayout>
  )
}
