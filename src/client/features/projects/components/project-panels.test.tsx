import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DesignSample } from '../../../../shared/contracts/projects'
import { createQueryClient } from '../../../lib/query-client'
import { toast } from '../../../lib/toast'
import { makeDetail, makeProject, mockApi } from '../../../test/dashboard-fixtures'
import { DesignSamplesPanel } from './design-samples-panel'
import { FinalReviewPanel } from './final-review-panel'
import { ProjectDetailDialog } from './project-detail-dialog'

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }))

beforeEach(() => {
  vi.mocked(toast).mockClear()
})
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
  description: 'A clean layout',
  imageUrl: `/img/${id}.png`,
  previewUrl: `https://preview.example.com/${id}`,
  designNotes: 'Brand colours',
  isSelected: false,
  clientFeedback: null,
  createdAt: '2026-02-01T00:00:00.000Z',
  ...over,
})

const actionAnswer = (status: Parameters<typeof makeProject>[1]) => ({
  body: { success: true, message: 'ok', project: makeDetail(makeProject(7, status)) },
})

function renderWithClient(ui: React.ReactNode) {
  const client = createQueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
  return { invalidate }
}

describe('the design-sample selection', () => {
  it('sends the chosen sample without feedback when it is blank, then refreshes the project and list', async () => {
    const calls = mockApi({
      'GET /api/projects/7/design-samples': () => ({ body: [sample(1), sample(2)] }),
      'POST /api/projects/7/select-design': () => actionAnswer('design_selected'),
    })
    const { invalidate } = renderWithClient(
      <DesignSamplesPanel project={{ id: 7, status: 'samples_ready', designRound: 1 }} />,
    )
    const submit = await screen.findByRole('button', { name: /Select This Design/ })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByLabelText(/Choose Design 2/))
    fireEvent.change(screen.getByLabelText(/Feedback for our designers/), { target: { value: '   ' } })
    fireEvent.click(submit)
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Design Selected' })),
    )
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sampleId: 2 })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects'] })
  })

  it('sends the feedback trimmed when given, and says so when the selection fails', async () => {
    const calls = mockApi({
      'GET /api/projects/7/design-samples': () => ({ body: [sample(1), sample(2)] }),
      'POST /api/projects/7/select-design': () => ({ status: 409, body: { message: 'Not now' } }),
    })
    renderWithClient(<DesignSamplesPanel project={{ id: 7, status: 'samples_ready', designRound: 1 }} />)
    fireEvent.click(await screen.findByLabelText(/Choose Design 1/))
    fireEvent.change(screen.getByLabelText(/Feedback for our designers/), {
      target: { value: '  Darker header please ' },
    })
    fireEvent.click(screen.getByRole('button', { name: /Select This Design/ }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to select design. Please try again.',
        }),
      ),
    )
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      sampleId: 1,
      feedback: 'Darker header please',
    })
  })

  it("shows the samples read-only once a design is chosen, the chosen one 'Selected by Client'", async () => {
    mockApi({
      'GET /api/projects/7/design-samples': () => ({ body: [sample(1), sample(2, { isSelected: true })] }),
    })
    renderWithClient(<DesignSamplesPanel project={{ id: 7, status: 'under_development', designRound: 1 }} />)
    expect(await screen.findByText('Selected by Client')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button', { name: /Select This Design/ })).toBeNull()
  })
})

describe('the final review', () => {
  const project = { id: 7, stagingUrl: 'https://staging.example.com', revisionRounds: 0, revisionHistory: [] }

  it('keeps Request Revisions disabled while the text is empty or blank, and sends it trimmed', async () => {
    const calls = mockApi({
      'POST /api/projects/7/request-revisions': () => actionAnswer('under_development'),
    })
    const { invalidate } = renderWithClient(<FinalReviewPanel project={project} />)
    const submit = screen.getByRole('button', { name: /Request Revisions/ }) as HTMLButtonElement
    const text = screen.getByLabelText('Request revisions')
    expect(submit.disabled).toBe(true)
    fireEvent.change(text, { target: { value: '  \n  ' } })
    expect(submit.disabled).toBe(true)
    fireEvent.change(text, { target: { value: '  Bigger logo on the home page \n' } })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Revision Requested' })),
    )
    expect(calls[0]?.body).toEqual({ revisionRequests: 'Bigger logo on the home page' })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects'] })
  })

  it('approves the website, and names the failure when approving fails', async () => {
    let fail = false
    mockApi({
      'POST /api/projects/7/approve': () => (fail ? { status: 500, body: {} } : actionAnswer('completed')),
    })
    renderWithClient(<FinalReviewPanel project={project} />)
    fireEvent.click(screen.getByRole('button', { name: /Approve Website/ }))
    // It asks first, saying that approval ends the revisions.
    const ask = screen.getByRole('group', { name: 'Approve your website?' })
    expect(ask.textContent).toContain('Approval ends the revisions')
    expect(toast).not.toHaveBeenCalled()
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, approve it' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Website Approved' })),
    )
    fail = true
    fireEvent.click(screen.getByRole('button', { name: /Approve Website/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve it' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to approve website. Please try again.' }),
      ),
    )
  })

  it('names the failure of a revision request', async () => {
    mockApi({ 'POST /api/projects/7/request-revisions': () => ({ status: 500, body: {} }) })
    renderWithClient(<FinalReviewPanel project={project} />)
    fireEvent.change(screen.getByLabelText('Request revisions'), { target: { value: 'Change the colours' } })
    fireEvent.click(screen.getByRole('button', { name: /Request Revisions/ }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to submit revision requests. Please try again.' }),
      ),
    )
  })
})

describe('the project detail dialog', () => {
  it('shows the facts, the requests for details and the timeline with who moved the project', async () => {
    const detail = makeDetail(makeProject(7, 'pending_design', { title: 'Corner Bakery', companyName: '' }), {
      events: [
        {
          id: 1,
          kind: 'status',
          actorRole: 'client',
          fromStatus: 'requirements_needed',
          toStatus: 'pending_design',
          note: 'Requirements submitted',
          createdAt: '2026-02-03T10:00:00.000Z',
        },
      ],
      infoRequests: [
        {
          id: 1,
          requestType: 'content',
          urgency: 'high',
          details: 'Please send your menu',
          specificItems: ['content_text'],
          createdAt: '2026-02-04T10:00:00.000Z',
          dueAt: null,
          answer: null,
          answeredAt: null,
          attachments: [],
        },
      ],
    })
    mockApi({ 'GET /api/dashboard/project/7': () => ({ body: detail }) })
    renderWithClient(<ProjectDetailDialog projectId={7} onOpenChange={() => {}} />)
    expect(await screen.findByRole('heading', { name: 'Corner Bakery' })).toBeTruthy()
    expect(screen.getByText('N/A')).toBeTruthy()
    expect(screen.getByText('Please send your menu')).toBeTruthy()
    expect(screen.getByText('Text content')).toBeTruthy()
    expect(screen.getByText(/· You$/)).toBeTruthy()
    expect(screen.getByText('Requirements submitted')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30')
  })
})
