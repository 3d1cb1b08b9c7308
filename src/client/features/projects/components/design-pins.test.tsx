import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DesignComment } from '../../../../shared/contracts/design-comments'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/mock-api'
import { DesignPins } from './design-pins'

afterEach(() => {
  vi.unstubAllGlobals()
})

const pin = (over: Partial<DesignComment> = {}): DesignComment => ({
  id: 11,
  sampleId: 3,
  screenshotId: null,
  sampleVersion: 1,
  number: 1,
  x: 2500,
  y: 5000,
  author: 'client',
  authorName: 'Grace Hopper',
  body: 'Bigger logo, please',
  resolvedAt: null,
  createdAt: '2026-12-03T10:00:00.000Z',
  replies: [],
  ...over,
})

function renderPins(comments: DesignComment[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DesignPins
        side="client"
        projectId={7}
        on={{ sampleId: 3, version: 1 }}
        title="Calm"
        comments={comments}
        canPin
        picture={<img alt="Design sample: Calm" src="/calm.png" />}
      />
    </QueryClientProvider>,
  )
}

describe('comments pinned on a design', () => {
  it('pins a comment where the picture was pressed, in hundredths of a percent', async () => {
    const calls = mockApi({
      'POST /api/dashboard/project/7/design-samples/3/comments': (c) => ({
        body: { success: true, comment: pin({ id: 12, number: 2, ...(c.body as object) }) },
      }),
    })
    renderPins([pin()])
    const board = screen.getByRole('button', { name: 'Pin a comment on Calm: press where it applies' })
    board.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect
    fireEvent.click(board, { detail: 1, clientX: 200, clientY: 100 })
    const form = screen.getByRole('form', { name: 'New comment on Calm' })
    fireEvent.click(within(form).getByRole('button', { name: 'Pin Comment' }))
    await within(form).findByText('Please write your comment')
    fireEvent.change(within(form).getByLabelText('Your comment at the marked point'), {
      target: { value: 'The menu should be on top' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Pin Comment' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toEqual({ x: 2500, y: 2500, body: 'The menu should be on top' })
  })

  it('places a keyboard press in the middle, shows each pin by its number, and sends a reply and a resolve', async () => {
    const calls = mockApi({
      'POST /api/dashboard/project/7/design-comments/11/replies': () => ({
        body: { success: true, comment: pin() },
      }),
      'POST /api/dashboard/project/7/design-comments/11/resolve': () => ({
        body: { success: true, comment: pin() },
      }),
    })
    renderPins([pin()])
    expect(screen.getByRole('button', { name: 'Comment 1: Bigger logo, please' }).style.left).toBe('25%')
    fireEvent.click(screen.getByRole('button', { name: /^Pin a comment on Calm/ }), { detail: 0 })
    expect(screen.getByRole('form', { name: 'New comment on Calm' })).toBeTruthy()
    const comment = within(screen.getByRole('list', { name: 'Comments on Calm' })).getByRole('listitem')
    fireEvent.change(within(comment).getByPlaceholderText('Reply…'), { target: { value: 'Agreed' } })
    fireEvent.click(within(comment).getByRole('button', { name: 'Reply' }))
    fireEvent.click(within(comment).getByRole('button', { name: 'Resolve comment 1' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((c) => c.body)).toEqual([{ body: 'Agreed' }, { resolved: true }])
  })
})
