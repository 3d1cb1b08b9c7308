// What other features may use of the checkout feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { CheckoutProgress } from './components/checkout-progress'
export { Checkout } from './components/checkout'
export { OrderLines } from './components/order-lines'
export { OrderStatus } from './components/order-status'
export { orderQueryOptions } from './api/get-order'
