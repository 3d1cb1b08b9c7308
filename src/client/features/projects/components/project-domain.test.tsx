import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDomain } from '../../../../shared/contracts/project-domain'
import { mockApi, ok, refused, renderWithClient } from '../../../test/mock-api'
import { ProjectDomainPanel } from './project-domain'

afterEach(() => {
  vi.unstubAllGlobals()
})

const PATH = '/api/dashboard/project/7/domain'
const domain = (over: Partial<NonNullable<ProjectDomain['domain']>> = {}): ProjectDomain['domain'] => ({
  domainName: 'rose-bakery.com',
  status: 'pending_registration',
  priceCents: 0,
  requestedAt: '2026-06-15T10:00:00.000Z',
  expiresOn: null,
  failureReason: null,
  feeRefunded: false,
  ...over,
})
const available = (name: string, priceCents = 0) =>
  ok({ available: true, domain: name, priceCents, renewalPriceCents: 15_00 })

const type = (value: string) => fireEvent.change(screen.getByLabelText('Domain name'), { target: { value } })

describe("the project's domain on the dashboard", () => {
  it.each([
    [
      domain(),
      'Pending',
      'Requested on Jun 15, 2026. The studio registers it for you, usually within 24 hours.',
    ],
    [
      domain({ status: 'registered', expiresOn: '2027-06-15' }),
      'Active',
      'Registered. It renews on Jun 15, 2027.',
    ],
    [
      domain({
        status: 'failed',
        priceCents: 15_00,
        failureReason: 'The registry refused the name.',
        feeRefunded: true,
      }),
      'Failed',
      'We could not register it (The registry refused the name). Its $15.00 fee was refunded; the credit note is under Billing.',
    ],
  ])('shows the status of %j', async (d, label, line) => {
    mockApi({ [`GET ${PATH}`]: () => ok({ domain: d, canClaimFreeDomain: false }) })
    renderWithClient(<ProjectDomainPanel projectId={7} />)
    const section = await screen.findByRole('region', { name: 'Domain' })
    expect(within(section).getByText(d!.domainName)).toBeTruthy()
    expect(within(section).getByText(label)).toBeTruthy()
    expect(within(section).getByText(line)).toBeTruthy()
    expect(within(section).queryByRole('form')).toBeNull()
  })

  it('shows nothing for a project without a domain that can no longer claim one', async () => {
    const calls = mockApi({ [`GET ${PATH}`]: () => ok({ domain: null, canClaimFreeDomain: false }) })
    const { container } = renderWithClient(<ProjectDomainPanel projectId={7} />)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(container.textContent).toBe('')
  })

  it('offers the free .com: checks the name, claims it, then shows it pending', async () => {
    let claimed = false
    const calls = mockApi({
      [`GET ${PATH}`]: () =>
        ok(
          claimed
            ? { domain: domain(), canClaimFreeDomain: false }
            : { domain: null, canClaimFreeDomain: true },
        ),
      'POST /api/domains/check': (c) => available(String(c.body!.domain)),
      [`POST ${PATH}`]: () => {
        claimed = true
        return ok({
          success: true,
          message: 'rose-bakery.com is requested. The studio registers it for you, usually within 24 hours.',
          projectDomain: { domain: domain(), canClaimFreeDomain: false },
        })
      },
    })
    renderWithClient(<ProjectDomainPanel projectId={7} />)
    const form = await screen.findByRole('form', { name: 'Claim your free .com' })
    expect(within(form).getByText(/free for its first year \(then \$15\/year\)/)).toBeTruthy()

    // Only a .com is free: refused before anything is asked.
    type('rose-bakery.co.uk')
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }))
    expect(
      await within(form).findByText(
        'Only a .com comes free with your site. Please choose a name ending in .com',
      ),
    ).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    type('Rose-Bakery.com')
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }))
    expect(await within(form).findByText('rose-bakery.com', { selector: 'strong' })).toBeTruthy()
    expect(within(form).getByText(/is available — free for the first year/)).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Claim rose-bakery.com' }))

    expect(await screen.findByText('Domain requested')).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Domain' })
    expect(await within(section).findByText('Pending')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull())
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/api/domains/check', { domain: 'rose-bakery.com' }],
      [PATH, { domain: 'rose-bakery.com' }],
    ])
  })

  it('says when a name is taken, and shows the server refusing a claim', async () => {
    mockApi({
      [`GET ${PATH}`]: () => ok({ domain: null, canClaimFreeDomain: true }),
      'POST /api/domains/check': (c) =>
        c.body!.domain === 'google.com'
          ? ok({ available: false, domain: 'google.com', priceCents: 0, renewalPriceCents: 15_00 })
          : available(String(c.body!.domain)),
      [`POST ${PATH}`]: () =>
        refused(409, 'A domain has already been requested for this project.', 'CONFLICT'),
    })
    renderWithClient(<ProjectDomainPanel projectId={7} />)
    const form = await screen.findByRole('form', { name: 'Claim your free .com' })
    type('google.com')
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }))
    expect(await within(form).findByText('This domain is not available')).toBeTruthy()

    type('rose-bakery.com')
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }))
    fireEvent.click(await within(form).findByRole('button', { name: 'Claim rose-bakery.com' }))
    expect(
      await within(form).findByText('A domain has already been requested for this project.'),
    ).toBeTruthy()
  })

  it('offers another name after a free one failed', async () => {
    mockApi({
      [`GET ${PATH}`]: () =>
        ok({
          domain: domain({ status: 'failed', failureReason: 'Taken at the registry' }),
          canClaimFreeDomain: true,
        }),
    })
    renderWithClient(<ProjectDomainPanel projectId={7} />)
    const form = await screen.findByRole('form', { name: 'Choose another name' })
    expect(within(form).getByText(/Check another name/)).toBeTruthy()
    expect(screen.getByText('We could not register it (Taken at the registry).')).toBeTruthy()
  })
})
