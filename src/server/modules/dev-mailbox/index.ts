// The development mailbox's public surface: what app.ts may use (lint refuses its other files).
export { devMailboxRoutes } from './dev-mailbox.routes'
