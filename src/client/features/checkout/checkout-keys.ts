/** Query keys of the checkout's answers: an order as the customer sees it, by id or by its payment. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  order: (id: number) => [...checkoutKeys.all, 'order', id] as const,
  orderByPayment: (paymentIntent: string) =>
    [...checkoutKeys.all, 'order-by-payment', paymentIntent] as const,
}
