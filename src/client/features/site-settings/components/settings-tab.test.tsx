import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AdminSiteSettings,
  SITE_SETTINGS_MESSAGES as M,
} from '../../../../shared/contracts/site-settings'
import { DEFAULT_SITE_SETTINGS } from '../../../../shared/site-settings-defaults'
import { mockApi, ok, renderWithClient } from '../../../test/mock-api'
import { SettingsTab } from './settings-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ENDS = '2031-06-01T12:00:00.000Z'

const answer = (over: Partial<AdminSiteSettings> = {}): AdminSiteSettings => ({
  settings: DEFAULT_SITE_SETTINGS,
  promotion: { id: 4, title: '15% off your website', discountPercent: 15, endsAt: ENDS },
  deliveredCount: 3,
  trustBar: [],
  ...over,
})

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const within_ = (legend: string) => within(screen.getByRole('group', { name: legend }))

describe('the Settings tab', () => {
  it('shows the settings with the delivered count beside each stated figure, recomputed as it is typed', async () => {
    mockApi({ 'GET /api/admin/settings': () => ok(answer()) })
    renderWithClient(<SettingsTab />)
    expect(screen.getByText('Loading settings')).toBeTruthy()
    await screen.findByRole('form', { name: 'Site settings' })
    for (const heading of ['Trust bar', 'Guarantee', 'Chat', 'Company details', 'Promotion'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy()
    expect(screen.getByText(/sites delivered here/).textContent).toContain('3')
    const businesses = within_('Businesses served')
    expect((businesses.getByLabelText('Stated figure (before this site)') as HTMLInputElement).value).toBe(
      '1200',
    )
    expect(screen.getByTestId('businessesServed-shown').textContent).toBe(
      'Shown as 1,200+: stated + 3 delivered here',
    )
    fireEvent.change(businesses.getByLabelText('Stated figure (before this site)'), {
      target: { value: '1297' },
    })
    await waitFor(() => expect(screen.getByTestId('businessesServed-shown').textContent).toContain('1,300+'))
    expect(screen.getByTestId('sitesDelivered-shown').textContent).toContain('500+')
    expect(field('Days after delivery').value).toBe('7')
    expect(field('Address').value).toBe(DEFAULT_SITE_SETTINGS.company.addressLines.join('\n'))
    expect(field('Title').value).toBe('15% off your website')
  })

  it('sends the settings with the address as lines and the end as an instant, then says so', async () => {
    let release!: () => void
    const calls = mockApi({
      'GET /api/admin/settings': () => ok(answer()),
      'PUT /api/admin/settings': () =>
        ok(answer({ settings: { ...DEFAULT_SITE_SETTINGS, guaranteeDays: 30 } })),
    })
    renderWithClient(<SettingsTab />)
    await screen.findByRole('form', { name: 'Site settings' })
    fireEvent.change(field('Days after delivery'), { target: { value: '30' } })
    fireEvent.change(field('Address'), { target: { value: '1 New Street\n\n  Manchester M1 1AA  \n' } })
    fireEvent.change(field('Chat phone number'), { target: { value: '+1 555 0100 200' } })
    // Hold the answer, to see the button while it waits.
    const gate = new Promise<void>((resolve) => (release = resolve))
    const fetch = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate
      return fetch(url, init)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    const saving = await screen.findByRole('button', { name: /Saving/ })
    expect((saving as HTMLButtonElement).disabled).toBe(true)
    release()
    expect(await screen.findByText('Settings Saved')).toBeTruthy()
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.body).toMatchObject({
      guaranteeDays: 30,
      chatNumber: '+1 555 0100 200',
      trustBar: DEFAULT_SITE_SETTINGS.trustBar,
      company: { ...DEFAULT_SITE_SETTINGS.company, addressLines: ['1 New Street', 'Manchester M1 1AA'] },
      promotion: { title: '15% off your website', discountPercent: 15, endsAt: ENDS },
    })
    await waitFor(() => expect(field('Days after delivery').value).toBe('30'))
  })

  it('shows the messages under their fields and sends nothing while the form is wrong', async () => {
    const calls = mockApi({ 'GET /api/admin/settings': () => ok(answer()) })
    renderWithClient(<SettingsTab />)
    await screen.findByRole('form', { name: 'Site settings' })
    fireEvent.change(field('Company name'), { target: { value: ' ' } })
    fireEvent.change(field('Address'), { target: { value: '\n' } })
    fireEvent.change(field('Days after delivery'), { target: { value: '0' } })
    fireEvent.change(field('Discount (%)'), { target: { value: '95' } })
    fireEvent.change(within_('Rating').getByLabelText('Value'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    for (const message of [M.companyName, M.addressLines, M.guaranteeDays, M.discountPercent, M.value])
      expect(await screen.findByText(message)).toBeTruthy()
    expect(field('Company name').getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  it("puts the server's field messages under their fields and tells of the failure", async () => {
    mockApi({
      'GET /api/admin/settings': () => ok(answer()),
      'PUT /api/admin/settings': () => ({
        status: 400,
        body: {
          message: M.chatNumber,
          error: M.chatNumber,
          code: 'VALIDATION',
          fields: { chatNumber: M.chatNumber, 'company.addressLines.2': M.addressLine },
        },
      }),
    })
    renderWithClient(<SettingsTab />)
    await screen.findByRole('form', { name: 'Site settings' })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Error')).toBeTruthy()
    expect(screen.getAllByText(M.chatNumber).length).toBeGreaterThanOrEqual(1)
    expect(await screen.findByText(M.addressLine)).toBeTruthy()
    expect(field('Chat phone number').getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says when the settings cannot be loaded, and tries again', async () => {
    let fail = true
    mockApi({
      'GET /api/admin/settings': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong', error: 'x', code: 'INTERNAL' } }
          : ok(answer()),
    })
    renderWithClient(<SettingsTab />)
    expect(await screen.findByRole('alert')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Site settings' })).toBeTruthy()
  })

  it('starts a promotion from blank fields when there is none', async () => {
    mockApi({ 'GET /api/admin/settings': () => ok(answer({ promotion: null })) })
    renderWithClient(<SettingsTab />)
    await screen.findByRole('form', { name: 'Site settings' })
    expect(field('Title').value).toBe('')
    expect(field('Discount (%)').value).toBe('15')
    expect(field('Ends at').value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  })
})
