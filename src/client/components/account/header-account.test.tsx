import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'

// The account menu's code never arrives in this test: what shows is what a token holder sees while it loads.
vi.mock('./account-menu', () => ({ AccountMenu: () => null }))
vi.mock('react', async (importActual) => {
  const actual = await importActual<typeof import('react')>()
  return { ...actual, lazy: () => () => actual.use(new Promise<never>(() => {})) }
})

const { HeaderAccount } = await import('./header-account')

afterEach(() => window.localStorage.clear())

describe('the header account', () => {
  it('offers a visitor the sign-in link', () => {
    render(<HeaderAccount />, { wrapper: MemoryRouter })
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy()
  })

  it('shows someone signed in a placeholder, never "Sign In", while the menu loads', () => {
    window.localStorage.setItem('token', 'a-token')
    render(<HeaderAccount />, { wrapper: MemoryRouter })
    expect(screen.getByRole('status').textContent).toContain('Checking your account')
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  })
})
