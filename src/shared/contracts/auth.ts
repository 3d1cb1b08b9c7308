import { z } from 'zod/mini'
import { OkResponseSchema, emailField, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'

export const USER_ROLES = ['customer', 'admin', 'cfo'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const OTP_LENGTH = 6
export const OTP_TTL_MINUTES = 10
export const OTP_RESEND_SECONDS = 30
export const OTP_MAX_ATTEMPTS = 5
export const PASSWORD_MIN = 6

const otpPurpose = z._default(z.enum(['login']), 'login')

export const SendOtpRequestSchema = z.object({ email: emailField(), purpose: otpPurpose })
export type SendOtpRequest = z.input<typeof SendOtpRequestSchema>

export const SendOtpResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  resendAfterSeconds: z.number(),
})

export const otpField = z
  .string({ error: 'OTP must be 6 digits' })
  .check(z.trim(), plainText(), z.regex(/^\d{6}$/, 'OTP must be 6 digits'))

/**
 * `register` finishes a registration: the code must come with the registrationToken that registration answered,
 * so only the browser that registered can prove the password it chose.
 */
export const VerifyOtpRequestSchema = z.object({
  email: emailField(),
  otp: otpField,
  purpose: z._default(z.enum(['login', 'register']), 'login'),
  registrationToken: z.optional(z.string().check(plainText(), z.maxLength(100, 'Invalid registration'))),
})
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequestSchema>

const passwordRequired = z
  .string({ error: 'Password is required' })
  .check(
    plainText(),
    z.minLength(1, 'Password is required'),
    z.maxLength(200, 'Password must be at most 200 characters'),
  )

export const LoginRequestSchema = z.object({ email: emailField(), password: passwordRequired })
export type LoginRequest = z.input<typeof LoginRequestSchema>

/** Admin and CFO sign-in: password, plus the authenticator code (or a recovery code) once one is enrolled. */
export const StaffLoginRequestSchema = z.object({
  email: emailField(),
  password: passwordRequired,
  totp: z.optional(
    z
      .string()
      .check(z.trim(), plainText(), z.maxLength(20, 'Enter the 6-digit code from your authenticator app')),
  ),
})
export type StaffLoginRequest = z.input<typeof StaffLoginRequestSchema>

/** A password a person chooses: the spec's minimum, and a ceiling that keeps hashing cheap. */
export const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .check(
    plainText(),
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(200, 'Password must be at most 200 characters'),
  )

/** A person's name, address and phone, as the registration and the admin's create-user dialog ask for them. */
export const personFields = {
  email: emailField(),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  phone: z._default(
    z.string().check(z.trim(), plainText(), z.maxLength(40, 'Phone must be at most 40 characters')),
    '',
  ),
}

export const RegisterRequestSchema = z.object({ ...personFields, password: z.optional(newPassword) })
export type RegisterRequest = z.input<typeof RegisterRequestSchema>

/**
 * Registration grants nothing until the address is proven: it mails a code, and verify-otp with purpose
 * `register` and this token signs in and keeps the chosen password. The answer is the same for every address.
 */
export const RegisterResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  resendAfterSeconds: z.number(),
  registrationToken: z.string(),
})
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>

export const UserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
})
export type User = z.infer<typeof UserSchema>

export const AuthResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
  /** Production asks admins and CFOs without a second factor to enrol before anything else. */
  mustEnrollTotp: z.optional(z.boolean()),
})
export type AuthResponse = z.infer<typeof AuthResponseSchema>

export const MeResponseSchema = z.object({
  user: UserSchema,
  /** This staff session may only enrol an authenticator (and sign out) until it has one. */
  mustEnrollTotp: z.optional(z.boolean()),
})
export type MeResponse = z.infer<typeof MeResponseSchema>

export const TotpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
})
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>

/** Enrolling a second factor needs the account's password again, so a stolen session alone cannot. */
export const TotpSetupRequestSchema = z.object({
  password: z
    .string({ error: 'Enter your password to continue' })
    .check(plainText(), z.minLength(1, 'Enter your password to continue')),
})
export type TotpSetupRequest = z.infer<typeof TotpSetupRequestSchema>

/** The first staff password, set from the one-time link a production start prints instead of a password. */
export const STAFF_PASSWORD_MIN = 12
export const SetupPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'This link is not valid' })
    .check(plainText(), z.minLength(20, 'This link is not valid'), z.maxLength(200)),
  password: z
    .string({ error: `Password must be at least ${STAFF_PASSWORD_MIN} characters` })
    .check(
      plainText(),
      z.minLength(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`),
      z.maxLength(200, 'Password must be at most 200 characters'),
    ),
})
export type SetupPasswordRequest = z.infer<typeof SetupPasswordRequestSchema>
export const SetupPasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  role: z.enum(USER_ROLES),
})

export const TotpEnableRequestSchema = z.object({ code: otpField })
export const TotpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type TotpEnableResponse = z.infer<typeof TotpEnableResponseSchema>

export const SendOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/send-otp',
  auth: 'public',
  operationId: 'sendOtp',
  summary: 'E-mail a 6-digit sign-in code',
  tag: 'auth',
  body: SendOtpRequestSchema,
  response: SendOtpResponseSchema,
  errors: [429],
})

export const VerifyOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-otp',
  auth: 'public',
  operationId: 'verifyOtp',
  summary: 'Sign in with the e-mailed code',
  tag: 'auth',
  body: VerifyOtpRequestSchema,
  response: AuthResponseSchema,
  errors: [429],
})

export const LoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  auth: 'public',
  operationId: 'login',
  summary: 'Sign in with a password (customer accounts that have one)',
  tag: 'auth',
  body: LoginRequestSchema,
  response: AuthResponseSchema,
  errors: [401, 429],
})

export const RegisterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  auth: 'public',
  operationId: 'register',
  summary: 'Create a customer account: mails a code that proves the address before anything is granted',
  tag: 'auth',
  body: RegisterRequestSchema,
  response: RegisterResponseSchema,
  errors: [429],
})

export const AdminLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/admin-login',
  auth: 'public',
  operationId: 'adminLogin',
  summary: 'Admin sign-in: password, then the authenticator code once enrolled',
  tag: 'auth',
  body: StaffLoginRequestSchema,
  response: AuthResponseSchema,
  errors: [401, 429],
})

export const CfoLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/cfo-login',
  auth: 'public',
  operationId: 'cfoLogin',
  summary: 'CFO sign-in: password, then the authenticator code once enrolled',
  tag: 'auth',
  body: StaffLoginRequestSchema,
  response: AuthResponseSchema,
  errors: [401, 429],
})

export const GetMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  auth: USER_ROLES,
  operationId: 'getMe',
  summary: 'The signed-in user',
  tag: 'auth',
  response: MeResponseSchema,
  beforeSecondFactor: true,
})

export const LogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  auth: USER_ROLES,
  operationId: 'logout',
  summary: 'Revoke this session',
  tag: 'auth',
  response: OkResponseSchema,
  beforeSecondFactor: true,
})

export const SetupTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/totp/setup',
  auth: ['admin', 'cfo'],
  operationId: 'setupTotp',
  summary: 'Start authenticator enrolment (QR code); asks for the password again',
  tag: 'auth',
  body: TotpSetupRequestSchema,
  response: TotpSetupResponseSchema,
  errors: [409, 429],
  beforeSecondFactor: true,
})

export const EnableTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/totp/enable',
  auth: ['admin', 'cfo'],
  operationId: 'enableTotp',
  summary: 'Confirm enrolment with a first code; returns recovery codes',
  tag: 'auth',
  body: TotpEnableRequestSchema,
  response: TotpEnableResponseSchema,
  errors: [409],
  beforeSecondFactor: true,
})

export const SetupPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/setup-password',
  auth: 'public',
  operationId: 'setupPassword',
  summary: "Set a new staff account's first password from its one-time setup link",
  tag: 'auth',
  body: SetupPasswordRequestSchema,
  response: SetupPasswordResponseSchema,
  errors: [429],
})

const newStaffPassword = z
  .string({ error: `Password must be at least ${STAFF_PASSWORD_MIN} characters` })
  .check(
    plainText(),
    z.minLength(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`),
    z.maxLength(200, 'Password must be at most 200 characters'),
  )

/** Change one's own password: the current one, the new one, and the second factor once one is enrolled. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .check(plainText(), z.minLength(1, 'Enter your current password')),
  newPassword: newStaffPassword,
  totp: z.optional(z.string().check(plainText(), z.maxLength(20))),
})
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>

export const ChangePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password',
  auth: ['admin', 'cfo'],
  operationId: 'changePassword',
  summary:
    'Change your password (current password and second factor): every other session of the account ends',
  tag: 'auth',
  body: ChangePasswordRequestSchema,
  response: OkResponseSchema,
  errors: [429],
})

export const SignOutOtherSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/sign-out-others',
  auth: USER_ROLES,
  operationId: 'signOutOtherSessions',
  summary: 'Sign out of every other device: every session of the account but this one ends',
  tag: 'auth',
  response: OkResponseSchema,
})

export const RequestPasswordResetRequestSchema = z.object({ email: emailField() })

export const RequestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password-reset',
  auth: 'public',
  operationId: 'requestPasswordReset',
  summary:
    'Mail a staff account a one-time link (24 hours) to set a new password; the answer is the same for any address',
  tag: 'auth',
  body: RequestPasswordResetRequestSchema,
  response: OkResponseSchema,
  errors: [429],
})

/** A background job that used up its attempts (a mail that could not be sent…): what an admin looks at. */
export const FailedJobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  failedAt: z.string(),
})
export type FailedJob = z.infer<typeof FailedJobSchema>
export const ListFailedJobsResponseSchema = z.array(FailedJobSchema)

export const ListFailedJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs/failed',
  auth: ['admin'],
  operationId: 'listFailedJobs',
  summary: 'Background jobs that used up their attempts, newest first (at most 50)',
  tag: 'admin',
  response: ListFailedJobsResponseSchema,
})
