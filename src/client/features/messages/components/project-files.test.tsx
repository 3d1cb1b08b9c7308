import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectFile } from '../../../../shared/contracts/project-files'
import { createQueryClient } from '../../../lib/query-client'
import { mockApi } from '../../../test/mock-api'
import { ProjectFiles } from './project-files'

afterEach(() => {
  vi.unstubAllGlobals()
})

const file = (uploadId: number, over: Partial<ProjectFile> = {}): ProjectFile => ({
  file: {
    uploadId,
    name: `file-${uploadId}.pdf`,
    contentType: 'application/pdf',
    size: 2048,
    url: `/api/uploads/${uploadId}`,
  },
  source: 'message',
  label: 'Message from the studio',
  from: 'studio',
  at: '2026-12-03T10:00:00.000Z',
  ...over,
})

function renderFiles(side: 'client' | 'studio') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectFiles side={side} projectId={7} />
    </QueryClientProvider>,
  )
}

describe("a project's files", () => {
  it('lists each file with what it came with, who sent it and when, documents as downloads', async () => {
    mockApi({
      'GET /api/dashboard/project/7/files': () => ({
        body: [
          file(2),
          file(1, {
            source: 'answer',
            label: 'Answer to: Your menu',
            from: 'client',
            at: '2026-12-02T10:00:00.000Z',
          }),
        ],
      }),
    })
    renderFiles('client')
    const list = await screen.findByRole('list', { name: 'Files of this project' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first!.textContent).toContain('Message from the studio')
    expect(first!.textContent).toContain('The studio · Dec 3, 2026')
    expect(within(first!).getByRole('button', { name: /file-2\.pdf/ })).toBeTruthy()
    expect(second!.textContent).toContain('Answer to: Your menu')
    expect(second!.textContent).toContain('You · Dec 2, 2026')
  })

  it("reads the studio's list under /api/admin, and says when there are none", async () => {
    const calls = mockApi({ 'GET /api/admin/projects/7/files': () => ({ body: [] }) })
    renderFiles('studio')
    expect(await screen.findByText(/No files yet/)).toBeTruthy()
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/projects/7/files'])
  })
})
