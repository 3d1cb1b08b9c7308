import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ThreadMessage } from '../../../../shared/contracts/messages'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/mock-api'
import { ProjectThread } from './project-thread'

afterEach(() => {
  vi.unstubAllGlobals()
})

const message = (id: number, over: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  author: 'client',
  authorName: 'Grace Hopper',
  body: `Message ${id}`,
  internal: false,
  attachments: [],
  createdAt: `2026-12-0${id}T10:00:00.000Z`,
  ...over,
})

function renderThread(ui: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>)
}

describe('a project thread', () => {
  it("marks the other side's new messages, reads them, and places a request for details at its time", async () => {
    const calls = mockApi({
      'GET /api/dashboard/project/7/messages': () => ({
        body: {
          messages: [
            message(1),
            message(3, { author: 'studio', authorName: 'The studio', body: 'Here is the new layout' }),
          ],
          unread: 1,
          lastReadId: 1,
        },
      }),
      'POST /api/dashboard/project/7/messages/read': () => ({ body: { success: true, unread: 0 } }),
      'GET /api/dashboard/messages/unread': () => ({ body: { total: 0, projects: [] } }),
    })
    renderThread(
      <ProjectThread
        side="client"
        projectId={7}
        items={[{ key: 'r1', at: '2026-12-02T09:00:00.000Z', node: <p>The studio asked for photos</p> }]}
      />,
    )
    const list = await screen.findByRole('list', { name: 'Messages' })
    const texts = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '')
    expect(texts[0]).toContain('Message 1')
    expect(texts[1]).toContain('The studio asked for photos')
    expect(texts[2]).toContain('New')
    expect(texts[2]).toContain('Here is the new layout')
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/messages/read'))).toBe(true))
    expect(calls.find((c) => c.path.endsWith('/messages/read'))!.body).toEqual({ lastId: 3 })
  })

  it('refuses an empty message and a file of the wrong kind in words, and sends a staff note', async () => {
    const calls = mockApi({
      'GET /api/admin/projects/7/messages': () => ({ body: { messages: [], unread: 0, lastReadId: 0 } }),
      'POST /api/admin/projects/7/messages': (call) => ({
        body: {
          success: true,
          message: message(9, { author: 'studio', internal: true, body: String(call.body!.body) }),
        },
      }),
    })
    renderThread(<ProjectThread side="studio" projectId={7} />)
    await screen.findByText('No messages yet.')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('Please write your message')
    const picker = document.querySelector('input[type=file]') as HTMLInputElement
    fireEvent.change(picker, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    })
    await screen.findByText('Please choose an image (PNG, JPEG, WebP or GIF), a PDF or a zip file.')
    fireEvent.click(screen.getByRole('button', { name: 'Remove setup.exe' }))
    fireEvent.click(screen.getByLabelText('Internal note (the client never sees it)'))
    fireEvent.change(screen.getByLabelText('Internal note', { exact: true } as never), {
      target: { value: 'Check the invoice first' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      body: 'Check the invoice first',
      uploadIds: [],
      internal: true,
    })
  })
})
