// The users module's public surface: what app.ts, main.ts, the cli and other modules may use (lint refuses its
// other files).
export { usersRoutes } from './users.routes'
export { createStaffAccount, ensureStaffAccounts, findFirstAdminId, generatePassword } from './users.service'
