// The metrics module's public surface: what app.ts and other modules may use (lint refuses its other files).
export {
  type AppMetrics,
  countJob,
  countMail,
  countPayment,
  createMetrics,
  type PaymentFlow,
  type PaymentOutcome,
} from './metrics'
export { METRICS_PATH, registerMetrics } from './metrics.routes'
