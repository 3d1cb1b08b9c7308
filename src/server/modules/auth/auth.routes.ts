import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AuthResponseSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  SendOtpRequestSchema,
  SendOtpResponseSchema,
  StaffLoginRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupRequestSchema,
  TotpEnableResponseSchema,
  TotpSetupResponseSchema,
  VerifyOtpRequestSchema,
} from '../../../shared/contracts/auth'
import { ErrorResponseSchema, OkResponseSchema } from '../../../shared/contracts/common'
import { currentUser } from '../../plugins/auth'
import * as auth from './auth.service'
import { enableTotp, setupTotp } from './totp.service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

function meta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  const tags = ['auth']

  app.post(
    '/api/auth/send-otp',
    {
      config: { role: 'visitor' },
      schema: {
        tags,
        summary: 'E-mail a 6-digit sign-in code',
        body: SendOtpRequestSchema,
        response: { 200: SendOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { resendAfterSeconds } = await auth.sendOtp(
        ctx,
        request.body.email,
        request.body.purpose,
        meta(request),
      )
      return {
        success: true,
        message: 'If this address can receive mail, a sign-in code is on its way.',
        resendAfterSeconds,
      }
    },
  )

  app.post(
    '/api/auth/verify-otp',
    {
      config: { role: 'visitor' },
      schema: {
        tags,
        summary: 'Sign in with the e-mailed code',
        body: VerifyOtpRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.verifyOtp(ctx, request.body.email, request.body.otp, request.body.purpose, meta(request), {
        registrationToken: request.body.registrationToken,
      }),
  )

  app.post(
    '/api/auth/login',
    {
      config: { role: 'visitor' },
      schema: {
        tags,
        summary: 'Sign in with a password (customer accounts that have one)',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => auth.loginWithPassword(ctx, request.body.email, request.body.password, meta(request)),
  )

  app.post(
    '/api/auth/register',
    {
      config: { role: 'visitor' },
      schema: {
        tags,
        summary: 'Create a customer account: mails a code that proves the address before anything is granted',
        body: RegisterRequestSchema,
        response: { 200: RegisterResponseSchema, ...errors },
      },
    },
    async (request) => auth.register(ctx, request.body, meta(request)),
  )

  for (const role of ['admin', 'cfo'] as const) {
    app.post(
      `/api/auth/${role}-login`,
      {
        config: { role: 'visitor' },
        schema: {
          tags,
          summary: `${role === 'admin' ? 'Admin' : 'CFO'} sign-in: password, then the authenticator code once enrolled`,
          body: StaffLoginRequestSchema,
          response: { 200: AuthResponseSchema, ...errors },
        },
      },
      async (request) => auth.staffLogin(ctx, role, request.body, meta(request)),
    )
  }

  app.get(
    '/api/auth/me',
    {
      config: { role: ['customer', 'admin', 'cfo'], beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: MeResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => auth.getMe(ctx, currentUser(request).id),
  )

  app.post(
    '/api/auth/logout',
    {
      config: { role: ['customer', 'admin', 'cfo'], beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Revoke this session',
        response: { 200: OkResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(ctx, currentUser(request).sessionId)
      return { success: true, message: 'You have been successfully logged out' }
    },
  )

  app.post(
    '/api/auth/totp/setup',
    {
      config: { role: ['admin', 'cfo'], beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Start authenticator enrolment (QR code); needs the password again',
        body: TotpSetupRequestSchema,
        response: { 200: TotpSetupResponseSchema, ...errors },
      },
    },
    async (request) => setupTotp(ctx, currentUser(request).id, request.body.password),
  )

  app.post(
    '/api/auth/totp/enable',
    {
      config: { role: ['admin', 'cfo'], beforeSecondFactor: true },
      schema: {
        tags,
        summary: 'Confirm enrolment with a first code; returns recovery codes',
        body: TotpEnableRequestSchema,
        response: { 200: TotpEnableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return enableTotp(ctx, user.id, user.sessionId, request.body.code)
    },
  )
}
