// What other features may use of the marketing feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { ContactSection } from './components/contact-section'
export { ExitIntentOffer } from './components/exit-intent-offer'
export { HeroSection } from './components/hero-section'
export { PromoBanner } from './components/promo-banner'
export { RecentOrdersToast } from './components/recent-orders-toast'
export { TrustBar } from './components/trust-bar'
