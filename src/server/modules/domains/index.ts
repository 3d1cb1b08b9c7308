// The domains module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { domainRoutes } from './domains.routes'
export { ensureDomainAvailable, findProjectDomainRequest } from './domains.service'
