import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
const load = () => Promise.resolve({ default: Greeting })

describe('preloadable', () => {
  it('renders a preloaded component in the first render, without its fallback', async () => {
    const Page = preloadable(load)
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('suspends like React.lazy when not preloaded, and keeps that mount once loaded', async () => {
    const Page = preloadable(load)
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    const shown = await screen.findByText('Hello Ada')
    await act(async () => {
      rerender(
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Ada" />
        </Suspense>,
      )
    })
    // The same element: the mount that started lazy was not replaced by a direct one.
    expect(screen.getByText('Hello Ada')).toBe(shown)
  })
})
