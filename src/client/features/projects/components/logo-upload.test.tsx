import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import type { UploadState } from '../hooks/use-upload'
import { LogoUpload } from './logo-upload'

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' })

function renderPicker(state: UploadState) {
  const onPick = vi.fn()
  const view = render(<LogoUpload state={state} onPick={onPick} onRemove={() => {}} />)
  return { ...view, onPick }
}

describe('the logo picker', () => {
  it('shows the picked logo with a way to remove it while it uploads and once it is uploaded', () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} })
    const { rerender, onPick } = renderPicker({ status: 'idle' })
    fireEvent.change(screen.getByLabelText('Logo (optional)'), { target: { files: [png()] } })
    expect(onPick).toHaveBeenCalled()
    rerender(
      <LogoUpload
        state={{ status: 'done', upload: { id: 1 } } as UploadState}
        onPick={onPick}
        onRemove={() => {}}
      />,
    )
    expect(screen.getByRole('img', { name: 'Your logo' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeTruthy()
    vi.unstubAllGlobals()
  })

  it('attaches nothing the server refused: no picture, nothing to remove, the reason said', () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} })
    const { rerender, onPick } = renderPicker({ status: 'idle' })
    fireEvent.change(screen.getByLabelText('Logo (optional)'), { target: { files: [png()] } })
    const refused = new ApiError(
      400,
      JSON.stringify({ message: 'Please upload a PNG, JPEG, WebP or GIF image.', code: 'VALIDATION' }),
      'Bad Request',
    )
    rerender(
      <LogoUpload
        state={{ status: 'error', error: refused } as UploadState}
        onPick={onPick}
        onRemove={() => {}}
      />,
    )
    expect(screen.queryByRole('img', { name: 'Your logo' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Please upload a PNG, JPEG, WebP or GIF image.')
    vi.unstubAllGlobals()
  })
})
