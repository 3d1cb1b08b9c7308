import { act, cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearToasts } from '../lib/toast'

// Each test starts from an empty page, no toast and empty storage. The client files share one document and the
// loaded modules per worker (vitest.config.ts), so what a library left in the body goes too.
afterEach(() => {
  cleanup()
  act(() => clearToasts())
  document.body.replaceChildren()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
