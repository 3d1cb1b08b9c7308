/** Query keys of the admin's Coupons tab, under `admin`. */
export const couponsKeys = {
  /** Every coupon code: invalidating it refreshes the list and every redemptions page. */
  codes: () => ['admin', 'coupons'] as const,
  codeList: (page: number) => [...couponsKeys.codes(), 'list', { page }] as const,
  redemptions: (couponId: number, page: number) =>
    [...couponsKeys.codes(), 'redemptions', couponId, { page }] as const,
  /** A page of the exit offer's sign-ups. */
  signups: (page: number) => ['admin', 'coupon-emails', { page }] as const,
}
