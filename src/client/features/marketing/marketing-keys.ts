/** Query keys of the landing page's live answers: the running promotion and the recent orders. */
export const marketingKeys = {
  all: ['marketing'] as const,
  activePromotion: () => [...marketingKeys.all, 'promotion', 'active'] as const,
  recentOrders: () => [...marketingKeys.all, 'recent-orders'] as const,
  couponOffer: () => [...marketingKeys.all, 'coupon-offer'] as const,
}
