// The audit module's public surface: every admin write calls recordAudit in its own transaction.
export { auditRoutes } from './audit.routes'
export {
  type AuditActor,
  type AuditChange,
  auditActor,
  PRODUCT_ACTOR,
  type ProductActor,
  recordAudit,
  redact,
} from './audit.service'
