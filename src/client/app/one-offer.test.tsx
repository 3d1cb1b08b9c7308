import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation, TestRouter } from '../test/memory-location'
import { Checkout } from '../features/checkout/components/checkout'
import { FeaturesSection } from '../features/marketing/components/features-section'
import { NewWebsiteDialog } from '../features/orders/components/new-website-dialog'
import OrderDialog from '../features/orders/components/order-dialog'
import { PricingSection } from '../features/orders/components/pricing-section'
import { createQueryClient } from '../lib/query-client'

/*
 * One offer wherever an order is made or changed: the landing page's dialog, the dashboard's order dialog and the
 * checkout offer the same add-ons at the same prices and the same 0-20 extra pages at the same price each, total
 * the same choice alike, and sell nothing the public pages say every site includes.
 */

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function wrap(children: ReactNode) {
  const location = memoryLocation({ path: '/', record: true })
  return (
    <QueryClientProvider client={createQueryClient()}>
      <TestRouter location={location}>{children}</TestRouter>
    </QueryClientProvider>
  )
}

/** What a place offers, as the customer reads it: each add-on and its price, the pages, what is included. */
function readChoices() {
  const addons = within(screen.getByTestId('addon-choices'))
    .getAllByRole('button')
    .map((b) => {
      const [, name, price] = /^(.*?)(\$[\d,]+)$/.exec(b.textContent ?? '')!
      return [name, price]
    })
  const pages = screen.getByLabelText(/Extra pages/)
  return {
    addons,
    pages: {
      label: document.querySelector(`label[for="${pages.id}"]`)!.textContent,
      min: pages.getAttribute('min'),
      max: pages.getAttribute('max'),
    },
    included: within(screen.getByTestId('included-features'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  }
}

/** Chooses 3 extra pages, Blog and Live Chat Integration, the same way everywhere. */
function chooseSample() {
  fireEvent.change(screen.getByLabelText(/Extra pages/), { target: { value: '3' } })
  fireEvent.click(within(screen.getByTestId('addon-choices')).getByRole('button', { name: /^Blog/ }))
  fireEvent.click(within(screen.getByTestId('addon-choices')).getByRole('button', { name: /^Live Chat/ }))
}

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

describe('one offer, told the same way everywhere', () => {
  it('offers the same add-ons, prices and pages in the landing dialog, the dashboard dialog and the checkout', () => {
    vi.stubGlobal('fetch', async () => new Response('null', { status: 401 }))
    render(wrap(<OrderDialog open onOpenChange={() => {}} />))
    const landing = readChoices()
    chooseSample()
    const landingTotal = dollars(screen.getByTestId('order-dialog-total').textContent)
    cleanup()

    render(wrap(<NewWebsiteDialog open onOpenChange={() => {}} />))
    const dashboard = readChoices()
    chooseSample()
    const dashboardTotal = dollars(screen.getByTestId('order-dialog-total').textContent)
    cleanup()

    render(
      wrap(
        <Checkout
          start={{ extraPages: 0, addonIds: [], timeline: 'standard' }}
          user={{ firstName: 'Ada', lastName: 'Lovelace' }}
          onPaid={() => {}}
        />,
      ),
    )
    const checkout = readChoices()
    chooseSample()
    const checkoutTotal = dollars(screen.getByTestId('order-total').textContent)

    expect(landing.addons).toEqual([
      ['E-commerce', '$50'],
      ['Blog', '$25'],
      ['Advanced SEO', '$75'],
      ['Analytics Setup', '$60'],
      ['Custom Logo Design', '$40'],
      ['Email Marketing Setup', '$35'],
      ['Live Chat Integration', '$45'],
      ['Multi-language Support', '$55'],
      ['Advanced Security', '$65'],
    ])
    expect(landing.pages).toEqual({ label: 'Extra pages ($5 each, up to 20)', min: '0', max: '20' })
    expect(dashboard).toEqual(landing)
    expect(checkout).toEqual(landing)
    // 100 + 3 × 5 + 25 + 45
    expect([landingTotal, dashboardTotal, checkoutTotal]).toEqual([185, 185, 185])
  })

  it('sells nothing the public pages say every site includes, and shows it as included', () => {
    render(
      wrap(
        <>
          <PricingSection />
          <FeaturesSection />
        </>,
      ),
    )
    const pricingIncluded = within(screen.getByText('Everything included').parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent!.toLowerCase())
    const features = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent!.toLowerCase())
    const promised = [...pricingIncluded, ...features]
    expect(promised).toEqual(expect.arrayContaining(['contact forms', 'social media integration']))
    cleanup()

    vi.stubGlobal('fetch', async () => new Response('null', { status: 401 }))
    render(wrap(<OrderDialog open onOpenChange={() => {}} />))
    const { addons, included } = readChoices()
    const sold = addons.map(([name]) => name!.toLowerCase())
    for (const item of promised) expect(sold).not.toContain(item)
    expect(included).toEqual(expect.arrayContaining(['Contact forms', 'Social media integration']))
  })
})
