// The portfolio module's public surface: what app.ts may use (lint refuses its other files).
export { portfolioRoutes } from './portfolio.routes'
export { adminPortfolioRoutes } from './admin-portfolio.routes'
export { getPortfolio } from './portfolio.service'
