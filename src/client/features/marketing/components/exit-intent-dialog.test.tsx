import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CouponOffer } from '../../../../shared/contracts/coupons'
import { createQueryClient } from '../../../lib/query-client'
import ExitIntentDialog from './exit-intent-dialog'
import { ExitIntentOffer } from './exit-intent-offer'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Answers GET /api/coupons/offer with these offers; any other call fails the test. */
function offering(offers: CouponOffer[]) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url)
    if (new URL(url, 'http://localhost').pathname !== '/api/coupons/offer')
      throw new Error(`unexpected ${url}`)
    return new Response(JSON.stringify({ offers }), { headers: { 'Content-Type': 'application/json' } })
  })
  return calls
}

function show(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExitIntentDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  )
  return onOpenChange
}

describe('the exit offer', () => {
  it('names the codes in the words of their coupons', async () => {
    offering([
      {
        code: 'FREEPAGES10',
        kind: 'free_pages',
        description: '10 free extra pages (worth $50)',
        stackable: true,
        rules: 'No end date. Usable once per customer.',
      },
      {
        code: 'SAVE15',
        kind: 'percent',
        description: '15% off orders of $120 or more',
        stackable: true,
        rules: 'Valid until the end of Dec 31, 2026. Usable once per customer.',
      },
    ])
    show()
    const dialog = await screen.findByRole('dialog', { name: 'Before you go: two codes for your website' })
    expect(await within(dialog).findByText('15% off orders of $120 or more')).toBeTruthy()
    expect(within(dialog).getByText('10 free extra pages (worth $50)')).toBeTruthy()
    expect(within(dialog).getByText(/can be used together on one order/)).toBeTruthy()
  })

  it('offers one code when the other is withdrawn, without promising they combine', async () => {
    offering([
      {
        code: 'SAVE15',
        kind: 'percent',
        description: '15% off orders of $150 or more',
        stackable: false,
        rules: 'Valid until the end of Dec 31, 2026. Usable once per customer.',
      },
    ])
    show()
    const dialog = await screen.findByRole('dialog', { name: 'Before you go: a code for your website' })
    // Its own rules, never a deadline it does not have.
    expect(
      within(dialog).getByText('Valid until the end of Dec 31, 2026. Usable once per customer.'),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/24 hours/)).toBeNull()
    expect(within(dialog).queryByText('FREEPAGES10')).toBeNull()
  })

  it('closes when no code can be offered', async () => {
    offering([])
    const onOpenChange = show()
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })
})

describe('the exit intent', () => {
  /** A mouse (not a touch screen) leaving the window through its top edge. */
  function leaveThroughTop() {
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ExitIntentOffer />
      </QueryClientProvider>,
    )
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
  }

  it('opens the popup once the codes on offer are known', async () => {
    const calls = offering([
      {
        code: 'SAVE15',
        kind: 'percent',
        description: '15% off orders of $150 or more',
        stackable: true,
        rules: 'Valid until the end of Dec 31, 2026. Usable once per customer.',
      },
      {
        code: 'FREEPAGES10',
        kind: 'free_pages',
        description: '10 free extra pages (worth $50)',
        stackable: true,
        rules: 'No end date. Usable once per customer.',
      },
    ])
    leaveThroughTop()
    const dialog = await screen.findByRole('dialog', { name: 'Before you go: two codes for your website' })
    expect(within(dialog).getByText('SAVE15')).toBeTruthy()
    expect(calls).toHaveLength(1)
  })

  it('shows nothing when no code can be used now', async () => {
    const calls = offering([])
    leaveThroughTop()
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
