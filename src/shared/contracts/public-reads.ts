/**
 * The public reads the first screen makes (landing page, portfolio page). Their paths live here, free of any
 * schema, so the pages can call them without loading zod before the visitor does anything; the endpoint
 * definitions take their paths from here, so each path is still written once. The server checks these answers
 * against their response schemas when it serialises them.
 */
export const PUBLIC_READ_PATHS = {
  activePromotion: '/api/promotions/active',
  recentOrders: '/api/orders/recent',
  portfolio: '/api/portfolio',
  featuredPortfolio: '/api/portfolio/featured',
  couponOffer: '/api/coupons/offer',
  siteSettings: '/api/site-settings',
} as const
