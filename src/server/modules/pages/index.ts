// The pages module's public surface: what app.ts may use (lint refuses its other files).
export { pagesRoutes } from './pages.routes'
