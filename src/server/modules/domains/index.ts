// The domains module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { domainRoutes } from './domains.routes'
export {
  attachDomainToProject,
  claimDomainForOrder,
  DOMAIN_MESSAGES,
  ensureDomainAvailable,
  findProjectDomainRequest,
  refundDomainFee,
} from './domains.service'
