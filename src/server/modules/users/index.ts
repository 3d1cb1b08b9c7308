// The users module's public surface: what app.ts, main.ts, the cli and other modules may use (lint refuses its
// other files).
export { usersRoutes } from './users.routes'
export {
  createCustomerAccount,
  createStaffAccount,
  ensureStaffAccounts,
  findFirstAdminId,
  generatePassword,
  keepBillingDetails,
  listCustomerIds,
} from './users.service'
