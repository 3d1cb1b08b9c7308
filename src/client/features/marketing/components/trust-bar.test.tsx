import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicSiteSettings } from '../../../../shared/contracts/site-settings'
import { siteSettingsKeys } from '../../../hooks/use-site-settings'
import { createQueryClient } from '../../../lib/query-client'
import { HeroSection } from './hero-section'
import { TrustBar } from './trust-bar'

afterEach(() => {
  vi.unstubAllGlobals()
})

const SAVED: PublicSiteSettings = {
  trustBar: [
    { label: 'happy businesses', value: '2,500+' },
    { label: 'sites delivered', value: '640+' },
    { label: 'average rating', value: '4.8/5' },
    { label: 'average delivery', value: '6 days' },
    { label: 'client satisfaction', value: '98%' },
  ],
  guaranteeDays: 30,
  chatNumber: '15550100200',
}

/** The landing page's first screen, with the settings the server wrote into the page (or none). */
function renderLanding(settings?: PublicSiteSettings) {
  const client = createQueryClient()
  if (settings) client.setQueryData(siteSettingsKeys.public(), settings)
  return render(
    <QueryClientProvider client={client}>
      <HeroSection />
      <TrustBar />
    </QueryClientProvider>,
  )
}

const figures = () =>
  screen
    .getAllByRole('definition')
    .map((dd) => `${dd.textContent} ${dd.previousElementSibling?.textContent ?? ''}`.trim())

describe('the trust bar and the hero', () => {
  it('show the settings written into the page, asking the server nothing', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderLanding(SAVED)
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(
      SAVED.trustBar.map((c) => c.label),
    )
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(
      SAVED.trustBar.map((c) => c.value),
    )
    expect(screen.getByText('30-day money-back guarantee after delivery')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("show the site's own figures until the settings arrive", () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    renderLanding()
    expect(figures()).toHaveLength(5)
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '1,200+',
      '500+',
      '4.9/5',
      '7 days',
      '99%',
    ])
    expect(screen.getByText('7-day money-back guarantee after delivery')).toBeTruthy()
  })
})
