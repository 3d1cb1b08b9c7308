import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api-client'
import { QueryBody } from './query-body'

/** A record read through a real query whose answer each test decides, so loading, failing and retrying are real. */
function Record({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['record'], queryFn: read, retry: false })
  return (
    <QueryBody query={query} what="order">
      {(name) => <p>Order of {name}</p>}
    </QueryBody>
  )
}

function renderRecord(read: () => Promise<string>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Record read={read} />
    </QueryClientProvider>,
  )
}

describe('QueryBody', () => {
  it('says what it is loading, then shows the record', async () => {
    let answer!: (v: string) => void
    renderRecord(() => new Promise<string>((resolve) => (answer = resolve)))
    expect(screen.getByRole('status').textContent).toBe('Loading the order')
    answer('Ada')
    expect(await screen.findByText('Order of Ada')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the error with a Try again that reads the record again', async () => {
    let calls = 0
    renderRecord(async () => {
      calls += 1
      if (calls === 1)
        throw new ApiError(
          503,
          JSON.stringify({ message: 'The service is unavailable' }),
          'Service Unavailable',
        )
      return 'Ada'
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The service is unavailable')
    expect(screen.queryByText(/Order of/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Order of Ada')).toBeTruthy()
    await waitFor(() => expect(calls).toBe(2))
  })

  it('falls back to its own sentence when the error says nothing useful', async () => {
    renderRecord(() => Promise.reject(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway')))
    expect((await screen.findByRole('alert')).textContent).toContain('The order could not be loaded.')
  })
})
