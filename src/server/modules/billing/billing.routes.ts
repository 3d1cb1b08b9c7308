import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CancelMaintenancePlanEndpoint,
  CreateMaintenancePlanEndpoint,
  ListMaintenancePlansEndpoint,
} from '../../../shared/contracts/maintenance'
import { ErrorResponseSchema, IdParamsSchema } from '../../../shared/contracts/common'
import {
  AcceptPlanEndpoint,
  CancelSubscriptionEndpoint,
  ChoosePlanEndpoint,
  ConfirmInvoiceTestPaymentEndpoint,
  INVOICE_PDF_PATH,
  PayInvoiceEndpoint,
  VerifyInvoicePaymentEndpoint,
  ListCreditNotesEndpoint,
  ListInvoicesEndpoint,
  ListSubscriptionsEndpoint,
} from '../../../shared/contracts/billing'
import { auditActor } from '../audit'
import type { AuthUser } from '../../plugins/auth'
import { addEndpoint } from '../../plugins/endpoint'
import type { ProjectReader } from './project-reader'
import { fileResponse } from '../../plugins/openapi'
import type { Role } from '../../plugins/roles'
import { createMaintenancePlan, invoicePdf, listInvoices, listSubscriptions } from './billing.service'
import { confirmInvoiceTestPayment, payInvoice, verifyInvoicePayment } from './invoice-payments.service'
import { CREDIT_NOTE_PDF_PATH } from '../../../shared/contracts/finance'
import { creditNotePdf, listCustomerCreditNotes } from './ledger.service'
import {
  acceptPlanOffer,
  cancelOwnPlan,
  cancelPlanAsAdmin,
  choosePlan,
  listMaintenancePlans,
} from './subscriptions.service'

/** Opening an invoice's payment costs the provider a call: 20 per customer in 15 minutes. */
export const INVOICE_PAY_RATE = {
  name: 'invoice-pay',
  max: 20,
  windowMs: 15 * 60_000,
  message: 'Too many payment attempts. Please wait a few minutes and try again.',
}

/** Card tries on the test provider, per customer: 10 in 15 minutes. */
export const INVOICE_TEST_CARD_RATE = {
  name: 'invoice-test-card',
  max: 10,
  windowMs: 15 * 60_000,
  message: 'Too many card attempts. Please wait a few minutes and try again.',
}

export const INVOICE_VERIFY_RATE = {
  name: 'invoice-verify',
  max: 120,
  windowMs: 15 * 60_000,
  message: 'Too many checks. Please wait a minute and reload the page.',
}

/** Billing's routes; what they read of projects is `projects` (projects' functions, passed in by app.ts). */
export const billingRoutes =
  (projects: ProjectReader): FastifyPluginAsyncZod =>
  async (app) => {
    const perUser = app.ctx.rateLimiter.perUser.bind(app.ctx.rateLimiter)
    addEndpoint(app, PayInvoiceEndpoint, {
      preHandler: perUser(INVOICE_PAY_RATE),
      handler: async (request) => payInvoice(app.ctx, request.user!.id, request.params.id, request.body),
    })
    // The built-in provider's card form exists only when it is the provider (never in Stripe mode).
    if (app.ctx.payments.name === 'test')
      addEndpoint(app, ConfirmInvoiceTestPaymentEndpoint, {
        preHandler: perUser(INVOICE_TEST_CARD_RATE),
        handler: async (request) =>
          confirmInvoiceTestPayment(app.ctx, request.user!.id, request.params.id, request.body),
      })
    addEndpoint(app, VerifyInvoicePaymentEndpoint, {
      preHandler: perUser(INVOICE_VERIFY_RATE),
      handler: async (request) => verifyInvoicePayment(app.ctx, request.user!.id, request.params.id),
    })
    addEndpoint(app, ListInvoicesEndpoint, {
      handler: async (request) => listInvoices(app.ctx, request.user!.id, projects),
    })
    addEndpoint(app, ListSubscriptionsEndpoint, {
      handler: async (request) => listSubscriptions(app.ctx, request.user!.id),
    })
    // Each opens a first invoice (a document number): the payment opening's limit applies.
    addEndpoint(app, ChoosePlanEndpoint, {
      preHandler: perUser(INVOICE_PAY_RATE),
      handler: async (request) => choosePlan(app.ctx, request.user!.id, request.body, projects),
    })
    addEndpoint(app, AcceptPlanEndpoint, {
      preHandler: perUser(INVOICE_PAY_RATE),
      handler: async (request) => acceptPlanOffer(app.ctx, request.user!.id, request.params.id, projects),
    })
    addEndpoint(app, CancelSubscriptionEndpoint, {
      handler: async (request) => cancelOwnPlan(app.ctx, request.user!.id, request.params.id),
    })
    addEndpoint(app, CreateMaintenancePlanEndpoint, {
      handler: async (request) => createMaintenancePlan(app.ctx, auditActor(request), request.body, projects),
    })
    addEndpoint(app, ListMaintenancePlansEndpoint, {
      handler: async (request) => listMaintenancePlans(app.ctx, request.query, projects),
    })
    addEndpoint(app, CancelMaintenancePlanEndpoint, {
      handler: async (request) => cancelPlanAsAdmin(app.ctx, auditActor(request), request.params.id),
    })
    // A document, not JSON: declared here with its role, as the uploads' GET route is.
    pdfRoute(app, {
      url: INVOICE_PDF_PATH,
      role: ['customer', 'admin'],
      operationId: 'getInvoicePdf',
      summary: 'An invoice as a PDF, to its owner and to admins',
      fileName: (number) => `invoice-${number}.pdf`,
      document: (user, id) => invoicePdf(app.ctx, user, id),
    })
    addEndpoint(app, ListCreditNotesEndpoint, {
      handler: async (request) => listCustomerCreditNotes(app.ctx, request.user!.id),
    })
    pdfRoute(app, {
      url: CREDIT_NOTE_PDF_PATH,
      role: ['customer', 'admin', 'cfo'],
      operationId: 'getCreditNotePdf',
      summary: 'A credit note as a PDF, to its customer, admins and the CFO',
      fileName: (number) => `credit-note-${number}.pdf`,
      document: (user, id) => creditNotePdf(app.ctx, user, id),
    })
  }

/** A document of the signed-in user's as a PDF, shown in the browser and never kept by it or a proxy. */
function pdfRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  opts: {
    url: string
    role: Role[]
    operationId: string
    summary: string
    fileName: (number: string) => string
    document: (user: AuthUser, id: number) => Promise<{ number: string; pdf: Buffer | Uint8Array }>
  },
) {
  app.route({
    method: 'GET',
    url: opts.url,
    config: { role: opts.role },
    schema: {
      operationId: opts.operationId,
      summary: opts.summary,
      tags: ['dashboard'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      response: {
        200: fileResponse(opts.summary, { binary: ['application/pdf'] }),
        400: ErrorResponseSchema,
        401: ErrorResponseSchema,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { number, pdf } = await opts.document(request.user!, request.params.id)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${opts.fileName(number)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf)
    },
  })
}
