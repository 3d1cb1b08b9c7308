import { useState } from 'react'
import { PageShell } from '../../components/page-shell'
import { AboutSection } from './components/about-section'
import { ContactSection } from './components/contact-section'
import { ExitIntentOffer } from './components/exit-intent-offer'
import { FaqSection } from './components/faq-section'
import { FeaturesSection } from './components/features-section'
import { HeroSection } from './components/hero-section'
import { PortfolioSection } from './components/portfolio-section'
import { PricingSection } from './components/pricing-section'
import { PromoBanner } from './components/promo-banner'
import { RecentOrdersToast } from './components/recent-orders-toast'
import { TestimonialsSection } from './components/testimonials-section'
import { TrustBar } from './components/trust-bar'

export default function LandingPage() {
  const [bannerVisible, setBannerVisible] = useState(false)
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
      <PromoBanner onVisibleChange={setBannerVisible} />
      <RecentOrdersToast raised={bannerVisible} />
      <ExitIntentOffer />
    </PageShell>
  )
}
