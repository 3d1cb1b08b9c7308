// The contact module's public surface: what app.ts may use (lint refuses its other files).
export { contactRoutes } from './contact.routes'
