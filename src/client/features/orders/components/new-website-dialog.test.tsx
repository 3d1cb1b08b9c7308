import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { memoryLocation, TestRouter } from '../../../test/memory-location'
import { readPendingOrder } from '../stored-order'
import { NewWebsiteDialog } from './new-website-dialog'

function renderDialog() {
  const location = memoryLocation({ path: '/dashboard', record: true })
  let open = true
  render(
    <TestRouter location={location}>
      <NewWebsiteDialog open={open} onOpenChange={(o) => (open = o)} />
    </TestRouter>,
  )
  return { location, isOpen: () => open }
}

describe("the 'Order New Website' dialog", () => {
  it('requires a title and a business type, and stores nothing without them', async () => {
    const { location } = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: /Continue to Checkout/ }))
    expect(await screen.findByText('Project Title is required')).toBeTruthy()
    expect(screen.getByText('Please choose a business type')).toBeTruthy()
    expect(window.localStorage.getItem('pendingOrder')).toBeNull()
    expect(location.history).toEqual(['/dashboard'])
  })

  it('stores the base package as the pending order with its details and goes to /checkout', async () => {
    const { location, isOpen } = renderDialog()
    fireEvent.change(screen.getByLabelText('Project Title'), { target: { value: '  Corner Bakery ' } })
    fireEvent.change(screen.getByLabelText('Business Type'), { target: { value: 'restaurant' } })
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Fresh bread daily' } })
    fireEvent.click(screen.getByRole('button', { name: /Continue to Checkout/ }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/checkout'))
    const raw = JSON.parse(window.localStorage.getItem('pendingOrder')!) as Record<string, unknown>
    expect(raw).toMatchObject({
      title: 'Corner Bakery',
      businessType: 'restaurant',
      description: 'Fresh bread daily',
      timeline: 'standard',
      extraPages: 0,
      selectedAddons: [],
      addonIds: [],
      total: 100,
    })
    // The checkout reads it back as it reads the landing page's order.
    expect(readPendingOrder()).toEqual({
      extraPages: 0,
      addonIds: [],
      timeline: 'standard',
      title: 'Corner Bakery',
      businessType: 'restaurant',
      description: 'Fresh bread daily',
    })
    expect(isOpen()).toBe(false)
  })
})
