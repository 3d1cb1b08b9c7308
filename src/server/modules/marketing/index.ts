// The marketing module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { marketingRoutes } from './marketing.routes'
export {
  findEditablePromotion,
  MARKETING_CACHE_PREFIX,
  type PromotionEdit,
  promotionChanged,
  recentOrdersChanged,
  savePromotion,
} from './marketing.service'
