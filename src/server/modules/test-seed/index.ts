// The test seed's public surface: what app.ts may use (lint refuses its other files).
export { testSeedRoutes } from './test-seed.routes'
