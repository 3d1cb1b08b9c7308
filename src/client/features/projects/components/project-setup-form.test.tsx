import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { ProjectSetupForm } from './project-setup-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderForm() {
  const onSubmitted = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectSetupForm projectId={7} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  )
  return { onSubmitted }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit Requirements/ }))
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the project requirements form', () => {
  it('shows the messages of every required field on submit, and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm()
    submit()
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(5))
    const messages = screen.getAllByRole('alert').map((a) => a.textContent)
    expect(messages).toEqual([
      'Company name is required',
      'Company USP is required',
      'Short description must be at least 10 characters',
      'Long description must be at least 50 characters',
      'Valid business email is required',
      'Business phone is required',
      'Business address is required',
      'Preferred colors are required',
      'Please specify pages needed',
      'Target audience is required',
      'Main call to action is required',
    ])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the project with its fields, and puts a field message of the server under its field', async () => {
    const calls: unknown[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)))
      return new Response(
        JSON.stringify({
          message: 'Valid business email is required',
          error: 'x',
          code: 'VALIDATION',
          fields: { businessEmail: 'Valid business email is required' },
        }),
        { status: 400 },
      )
    })
    renderForm()
    fill('Company name', 'Bakery Ltd')
    fill('What makes your company unique?', 'Fresh bread every morning')
    fill('Short description', 'A family bakery in town.')
    fill('Long description', 'We bake bread, cakes and pastries every morning with local flour and butter.')
    fill('Business email', 'hello@bakery.example')
    fill('Business phone', '+44 20 1234 5678')
    fill('Business address', '1 High Street, London')
    fill('Preferred colors', 'Warm brown and cream')
    fill('Pages needed', 'Home, About, Menu, Contact')
    fill('Target audience', 'Local families')
    fill('Main call to action', 'Order a cake')
    submit()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ projectId: 7, logoUploadId: null, companyName: 'Bakery Ltd' })
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Valid business email is required'),
    )
  })
})
