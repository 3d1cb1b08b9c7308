import { describe, expect, it } from 'vitest'
import { nodeVersionProblem } from './node-version'

describe('nodeVersionProblem', () => {
  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('24.0.0')).toBeNull()
    expect(nodeVersionProblem('24.21.0')).toBeNull()
    expect(nodeVersionProblem('26.1.0')).toBeNull()
    expect(nodeVersionProblem('v24.21.0')).toBeNull()
  })

  it('refuses older versions with one line naming both versions', () => {
    const problem = nodeVersionProblem('20.20.2')
    expect(problem).toBe('SiteCraft needs Node.js 24 or newer; this is Node.js 20.20.2.')
    expect(nodeVersionProblem('23.11.1')).not.toBeNull()
  })

  it('refuses a version it cannot read', () => {
    expect(nodeVersionProblem('')).not.toBeNull()
    expect(nodeVersionProblem('unknown')).not.toBeNull()
  })
})
