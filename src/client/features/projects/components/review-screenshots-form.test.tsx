import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detail, mockApi, ok, page, project, renderWithClient } from '../test-support'
import { stubUploads } from '../../../test/fake-xhr'
import { AdminProjectsTab } from './admin-projects-tab'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Submit for Final Review with screenshots', () => {
  it('uploads each screenshot with its progress, waits for it, and sends their ids with the staging site', async () => {
    const sent = stubUploads()
    const p = project(8, 'under_development')
    const calls = mockApi({
      'GET /api/admin/projects': () => ok(page([p])),
      'POST /api/admin/projects/8/submit-for-review': () =>
        ok({ success: true, message: 'ok', project: detail({ ...p, status: 'awaiting_approval' }) }),
    })
    renderWithClient(<AdminProjectsTab />)
    const heading = await screen.findByRole('heading', { name: 'Project 8' })
    const c = heading.closest('li')!
    fireEvent.change(within(c).getByLabelText('Staging URL'), {
      target: { value: 'https://staging.example.com' },
    })
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'home.png', { type: 'image/png' })
    const picker = within(c)
      .getByRole('group', { name: 'Screenshots (optional)' })
      .querySelector('input[type=file]')!
    fireEvent.change(picker, { target: { files: [file] } })
    expect(sent.map((x) => [x.method, x.url])).toEqual([['POST', '/api/uploads/attachments']])
    // Sending waits for the upload, which shows its progress.
    const submit = within(c).getByRole('button', { name: /Uploading/ })
    expect(submit).toHaveProperty('disabled', true)
    act(() => sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }))
    expect(within(c).getByRole('progressbar', { name: 'Uploading home.png' })).toHaveProperty('value', 50)
    act(() => {
      const xhr = sent[0]!
      xhr.status = 200
      xhr.responseText = JSON.stringify({
        id: 41,
        contentType: 'image/png',
        size: 4,
        name: 'home.png',
        url: '/api/uploads/41',
      })
      xhr.onload?.()
    })
    await within(c).findByRole('button', { name: 'Remove home.png' })
    fireEvent.click(await within(c).findByRole('button', { name: 'Submit for Final Review' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        stagingUrl: 'https://staging.example.com',
        notes: '',
        screenshotUploadIds: [41],
      }),
    )
  })
})
