import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesignComment } from '../../../../shared/contracts/design-comments'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { createQueryClient } from '../../../lib/query-client'
import { makeDetail, makeProject, mockApi } from '../../../test/dashboard-fixtures'
import { DesignSamplesPanel } from './design-samples-panel'

afterEach(() => {
  vi.unstubAllGlobals()
})

const sample = (id: number, over: Partial<DesignSample> = {}): DesignSample => ({
  id,
  projectId: 7,
  round: 1,
  version: 1,
  versions: [],
  title: `Design ${id}`,
  description: '',
  imageUrl: `/img/${id}.png`,
  previewUrl: null,
  designNotes: '',
  isSelected: false,
  clientFeedback: null,
  createdAt: '2026-11-02T00:00:00.000Z',
  ...over,
})

const pin = (id: number, sampleId: number, sampleVersion: number, body: string): DesignComment => ({
  id,
  sampleId,
  screenshotId: null,
  sampleVersion,
  number: id,
  x: 5000,
  y: 5000,
  author: 'client',
  authorName: 'Grace Hopper',
  body,
  resolvedAt: null,
  createdAt: '2026-11-03T10:00:00.000Z',
  replies: [],
})

function renderPanel(designRound: number, status: 'samples_ready' | 'under_development' = 'samples_ready') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DesignSamplesPanel project={{ id: 7, status, designRound }} />
    </QueryClientProvider>,
  )
}

describe('design rounds on the dashboard', () => {
  it('offers only the latest round to choose from, with the earlier round in view', async () => {
    mockApi({
      'GET /api/projects/7/design-samples': () => ({
        body: [sample(1), sample(2), sample(3, { round: 2, title: 'Warm' })],
      }),
      'GET /api/dashboard/project/7/design-comments': () => ({ body: { comments: [] } }),
    })
    renderPanel(2)
    await screen.findByRole('radio', { name: /Choose Warm/ })
    expect(screen.getByText('Round 2: our new designs')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /Choose Design 1/ })).toBeNull()
    const earlier = screen.getByText('Earlier designs (2)').closest('details')!
    const round1 = within(earlier).getByRole('region', { name: 'Round 1' })
    expect(within(round1).getByRole('img', { name: 'Design sample: Design 1' })).toBeTruthy()
    expect(within(round1).queryByRole('radio')).toBeNull()
  })

  it('asks for new designs with the feedback required, and sends it once written', async () => {
    const calls = mockApi({
      'GET /api/projects/7/design-samples': () => ({ body: [sample(1)] }),
      'GET /api/dashboard/project/7/design-comments': () => ({ body: { comments: [] } }),
      'POST /api/projects/7/request-new-designs': () => ({
        body: { success: true, message: 'Thank you!', project: makeDetail(makeProject(7, 'pending_design')) },
      }),
    })
    renderPanel(1)
    const form = await screen.findByRole('form', { name: 'Ask for new designs' })
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for New Designs' }))
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please tell our designers what to change',
    )
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.change(within(form).getByLabelText('What should our designers change?'), {
      target: { value: '  Warmer colours  ' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for New Designs' }))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ feedback: 'Warmer colours' }),
    )
  })
})

describe('sample versions on the dashboard', () => {
  it('pins on the current picture only its own comments, and keeps the earlier version with its pins', async () => {
    mockApi({
      'GET /api/projects/7/design-samples': () => ({
        body: [
          sample(1, {
            version: 2,
            imageUrl: '/img/1-v2.png',
            versions: [
              {
                version: 1,
                title: 'Design 1',
                description: '',
                imageUrl: '/img/1.png',
                previewUrl: null,
                designNotes: '',
                publishedAt: '2026-11-02T00:00:00.000Z',
                replacedAt: '2026-11-04T00:00:00.000Z',
              },
            ],
          }),
        ],
      }),
      'GET /api/dashboard/project/7/design-comments': () => ({
        body: { comments: [pin(1, 1, 1, 'Header too dark'), pin(2, 1, 2, 'Much better')] },
      }),
    })
    renderPanel(1, 'under_development')
    const now = await screen.findByRole('list', { name: 'Comments on Design 1' })
    expect(within(now).getByText('Much better')).toBeTruthy()
    expect(within(now).queryByText('Header too dark')).toBeNull()
    const history = screen.getByRole('list', { name: 'Earlier versions of Design 1' })
    expect(within(history).getByText(/Version 1, shown/)).toBeTruthy()
    expect(within(history).getByRole('img', { name: 'Design sample: Design 1, version 1' })).toHaveProperty(
      'src',
      expect.stringContaining('/img/1.png'),
    )
    const old = within(history).getByRole('list', { name: 'Comments on Design 1, version 1' })
    expect(within(old).getByText('Header too dark')).toBeTruthy()
    // An earlier version takes no new pins.
    expect(within(history).queryByRole('button', { name: /^Pin a comment/ })).toBeNull()
  })
})
