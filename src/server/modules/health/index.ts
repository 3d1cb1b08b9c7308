// The health module's public surface: what app.ts may use (lint refuses its other files).
export { healthRoutes } from './health.routes'
