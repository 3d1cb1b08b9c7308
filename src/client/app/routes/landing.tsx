import { useState } from 'react'
import { deferUntilVisible } from '../../components/defer-until-visible'
import { PageShell } from '../../components/page-shell'
import { ExitIntentOffer } from '../../features/marketing/components/exit-intent-offer'
import { ContactSection } from '../../features/marketing/components/contact-section'
import { HeroSection } from '../../features/marketing/components/hero-section'
import { PromoBanner } from '../../features/marketing/components/promo-banner'
import { RecentOrdersToast } from '../../features/marketing/components/recent-orders-toast'
import { TrustBar } from '../../features/marketing/components/trust-bar'
import { PricingSection } from '../../features/orders/components/pricing-section'
import { pageDataClientLoader, pageDataLoader } from '../page-data'
import { LIVE_PATHS } from '../pages'

/** The answers the page shows, read on the server as it renders the page. */
export const loader = pageDataLoader(LIVE_PATHS['/']!)
/** A move here in the browser reads the same answers from the API, without waiting for the server. */
export const clientLoader = pageDataClientLoader(LIVE_PATHS['/']!)

// Below the first screen, each section without a control loads and hydrates as it comes near the viewport; its
// prerendered HTML is on the page from the start. The sections a person acts in (pricing's order button, the
// contact form) hydrate with the page, so a tap right after scrolling to them is never lost.
const AboutSection = deferUntilVisible('about-island', () =>
  import('../../features/marketing/components/about-section').then((m) => ({ default: m.AboutSection })),
)
const FeaturesSection = deferUntilVisible('features-island', () =>
  import('../../features/marketing/components/features-section').then((m) => ({
    default: m.FeaturesSection,
  })),
)
const PortfolioSection = deferUntilVisible('portfolio-island', () =>
  import('../../features/portfolio/components/portfolio-section').then((m) => ({
    default: m.PortfolioSection,
  })),
)
const TestimonialsSection = deferUntilVisible('testimonials-island', () =>
  import('../../features/marketing/components/testimonials-section').then((m) => ({
    default: m.TestimonialsSection,
  })),
)
const FaqSection = deferUntilVisible('faq-island', () =>
  import('../../features/marketing/components/faq-section').then((m) => ({ default: m.FaqSection })),
)

/** The running offer's bar and the recent orders card, which moves up while the bar shows. */
function Offers() {
  const [bannerVisible, setBannerVisible] = useState(false)
  return (
    <>
      <PromoBanner onVisibleChange={setBannerVisible} />
      <RecentOrdersToast raised={bannerVisible} />
    </>
  )
}

// The page itself holds no state, so nothing re-renders it: a section still waiting to hydrate is never reached
// by an update.
export default function LandingPage() {
  return (
    <PageShell>
      <HeroSection />
      <TrustBar />
      <AboutSection />
      <FeaturesSection />
      <PricingSection />
      <PortfolioSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
      <Offers />
      <ExitIntentOffer />
    </PageShell>
  )
}
