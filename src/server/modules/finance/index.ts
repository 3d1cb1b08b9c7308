// The finance module's public surface: what app.ts and other modules may use (lint refuses its other files).
// The finance dashboard's reads (stats, orders, an order's detail), its exports, and recurring revenue.
export { financeRoutes } from './finance.routes'
