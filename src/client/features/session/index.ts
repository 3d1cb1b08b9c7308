// What other features may use of the session feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { type SendOtpResponse, useSendOtp } from './api/send-otp'
export { useVerifyOtp } from './api/verify-otp'
export { CodeStep } from './components/code-step'
export { EmailStep } from './components/email-step'
export { EnrolmentGate } from './components/enrolment-gate'
export { PasswordSetupForm } from './components/password-setup-form'
export { StaffLoginForm } from './components/staff-login-form'
export { StaffLoginLayout } from './components/staff-login-layout'
export { TwoFactorCard, TwoFactorDialog, useEnrolmentRequested } from './components/two-factor'
export { failureText } from './failure'
export { useRedirectSignedIn } from './hooks/use-redirect-signed-in'
export { useSecondsLeft } from './hooks/use-seconds-left'
