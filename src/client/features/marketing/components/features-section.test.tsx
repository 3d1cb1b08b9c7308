import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeaturesSection } from './features-section'

describe('what every package includes, on the landing page', () => {
  it('claims nothing the maintenance plan sells, and no support hours the studio does not keep', () => {
    render(<FeaturesSection />)
    const text = document.body.textContent ?? ''
    expect(text).not.toMatch(/24\/7/)
    expect(screen.getByRole('heading', { name: 'Daily backups with the maintenance plan' })).toBeTruthy()
    expect(text).toContain('Mon-Fri 9AM-6PM GMT')
    expect(screen.getByRole('heading', { name: 'Hosting with a 99.9% uptime target' })).toBeTruthy()
  })
})
