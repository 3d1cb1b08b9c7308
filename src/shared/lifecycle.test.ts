import { describe, expect, it } from 'vitest'
import { PROJECT_STATUSES, TRANSITIONS, canTransition, normalizeStatus } from './lifecycle'

describe('project lifecycle', () => {
  it('lets each actor make only its own moves, from the listed statuses', () => {
    expect(canTransition('client', 'samples_ready', 'design_selected')).toBe(true)
    expect(canTransition('client', 'pending_design', 'design_selected')).toBe(false)
    expect(canTransition('client', 'awaiting_approval', 'completed')).toBe(true)
    expect(canTransition('client', 'awaiting_approval', 'under_development')).toBe(true)
    expect(canTransition('client', 'under_development', 'completed')).toBe(false)
    expect(canTransition('client', 'completed', 'delivered')).toBe(false)
    expect(canTransition('system', 'payment_pending', 'requirements_needed')).toBe(true)
    expect(canTransition('system', 'requirements_needed', 'delivered')).toBe(false)
  })

  it("gives the admin's picker any status, but delivery only from completed", () => {
    for (const from of PROJECT_STATUSES) {
      for (const to of PROJECT_STATUSES) {
        const expected = from !== to && (to !== 'delivered' || from === 'completed')
        expect(canTransition('admin', from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('never moves a project to the status it is in', () => {
    for (const s of PROJECT_STATUSES) {
      for (const actor of ['client', 'admin', 'system'] as const)
        expect(canTransition(actor, s, s)).toBe(false)
    }
  })

  it('names only known statuses in its table', () => {
    for (const t of Object.values(TRANSITIONS)) {
      expect(PROJECT_STATUSES).toContain(t.to)
      for (const f of t.from) expect(PROJECT_STATUSES).toContain(f)
    }
  })

  it('reads the older status names as aliases on input', () => {
    expect(normalizeStatus('in_progress')).toBe('under_development')
    expect(normalizeStatus('review')).toBe('awaiting_approval')
    expect(normalizeStatus('pending')).toBe('requirements_needed')
    expect(normalizeStatus('nonsense')).toBeUndefined()
  })
})
