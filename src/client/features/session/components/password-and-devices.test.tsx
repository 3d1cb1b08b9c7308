import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { PasswordAndDevices } from './password-and-devices'

afterEach(() => vi.unstubAllGlobals())

function stub(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null })
    const a = answers[url]!
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

const renderIt = (totpEnabled: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordAndDevices totpEnabled={totpEnabled} />
    </QueryClientProvider>,
  )

describe("a staff member's password and devices", () => {
  it('changes the password with the current one and the authenticator code, and says why not when refused', async () => {
    const calls = stub({
      '/api/auth/password': {
        status: 400,
        body: {
          message: 'Your current password or authenticator code is not right.',
          code: 'BAD_REQUEST',
          fields: { currentPassword: 'Your current password or authenticator code is not right.' },
        },
      },
    })
    renderIt(true)
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old secret' } })
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a much longer new one' } })
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your current password or authenticator code is not right.')).toBeTruthy()
    expect(calls[0]).toEqual({
      url: '/api/auth/password',
      body: { currentPassword: 'old secret', newPassword: 'a much longer new one', totp: '123456' },
    })
  })

  it('signs out of every other device', async () => {
    const calls = stub({
      '/api/auth/sessions/sign-out-others': {
        status: 200,
        body: { success: true, message: 'Every other device has been signed out.' },
      },
    })
    renderIt(false)
    expect(screen.queryByLabelText('Authenticator code')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of every other device' }))
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/auth/sessions/sign-out-others']))
  })
})
