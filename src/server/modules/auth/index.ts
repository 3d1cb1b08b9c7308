// The auth module's public surface: what app.ts, plugins and other modules may use (lint refuses its other files).
export { authRoutes } from './auth.routes'
export { findAccount, findCustomerAccount, insertAccount, resolveSession, toUserDto } from './auth.service'
export { createPasswordSetupLink, hasOpenPasswordSetupLink } from './password-setup.service'
export { type AccountName, countCustomers, listAccountNames, listAccountsByEmails } from './auth.repo'
export { createCustomerAccount, keepBillingDetails, listCustomerIds } from './customer-accounts'
