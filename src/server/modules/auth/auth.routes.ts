import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminLoginEndpoint,
  CfoLoginEndpoint,
  EnableTotpEndpoint,
  GetMeEndpoint,
  LoginEndpoint,
  LogoutEndpoint,
  RegisterEndpoint,
  SendOtpEndpoint,
  SetupPasswordEndpoint,
  SetupTotpEndpoint,
  ChangePasswordEndpoint,
  RequestPasswordResetEndpoint,
  SignOutOtherSessionsEndpoint,
  VerifyOtpEndpoint,
} from '../../../shared/contracts/auth'
import { currentUser } from '../../lib/current-user'
import { addEndpoint } from '../../plugins/endpoint'
import * as auth from './auth.service'
import { register, sendOtp, verifyOtp } from './otp.service'
import { loginWithPassword, staffLogin } from './password-login.service'
import { changePassword, requestPasswordReset, signOutOtherSessions } from './password-change.service'
import { completePasswordSetup } from './password-setup.service'
import { enableTotp, setupTotp } from './totp.service'

function meta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  addEndpoint(app, SendOtpEndpoint, {
    handler: async (request) => {
      const { resendAfterSeconds } = await sendOtp(
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
  })

  addEndpoint(app, VerifyOtpEndpoint, {
    handler: async (request) =>
      verifyOtp(ctx, request.body.email, request.body.otp, request.body.purpose, meta(request), {
        registrationToken: request.body.registrationToken,
      }),
  })

  addEndpoint(app, LoginEndpoint, {
    handler: async (request) =>
      loginWithPassword(ctx, request.body.email, request.body.password, meta(request)),
  })

  addEndpoint(app, RegisterEndpoint, {
    handler: async (request) => register(ctx, request.body, meta(request)),
  })

  for (const [role, endpoint] of [
    ['admin', AdminLoginEndpoint],
    ['cfo', CfoLoginEndpoint],
  ] as const) {
    addEndpoint(app, endpoint, {
      handler: async (request) => staffLogin(ctx, role, request.body, meta(request)),
    })
  }

  addEndpoint(app, GetMeEndpoint, {
    handler: async (request) => auth.getMe(ctx, currentUser(request).id),
  })

  addEndpoint(app, LogoutEndpoint, {
    handler: async (request) => {
      await auth.logout(ctx, currentUser(request).sessionId)
      return { success: true, message: 'You have been successfully logged out' }
    },
  })

  addEndpoint(app, SetupPasswordEndpoint, {
    handler: async (request) =>
      completePasswordSetup(ctx, request.body.token, request.body.password, meta(request)),
  })

  addEndpoint(app, ChangePasswordEndpoint, {
    handler: async (request) => changePassword(ctx, currentUser(request), request.body, meta(request)),
  })

  addEndpoint(app, SignOutOtherSessionsEndpoint, {
    handler: async (request) => signOutOtherSessions(ctx, currentUser(request)),
  })

  addEndpoint(app, RequestPasswordResetEndpoint, {
    handler: async (request) => requestPasswordReset(ctx, request.body.email, meta(request)),
  })

  addEndpoint(app, SetupTotpEndpoint, {
    handler: async (request) => setupTotp(ctx, currentUser(request).id, request.body.password),
  })

  addEndpoint(app, EnableTotpEndpoint, {
    handler: async (request) => {
      const user = currentUser(request)
      return enableTotp(ctx, user.id, user.sessionId, request.body.code)
    },
  })
}
