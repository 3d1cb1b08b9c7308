// The admin module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { adminRoutes } from './admin.routes'
