import { type ReactNode, useEffect } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'

/** An address a test starts at, and every address the page has moved to since (the last is where it is). */
export interface MemoryLocation {
  path: string
  history: string[]
}

export function memoryLocation({ path }: { path: string; record?: boolean }): MemoryLocation {
  return { path, history: [path] }
}

function Recorder({ location }: { location: MemoryLocation }) {
  const { pathname, search } = useLocation()
  const here = pathname + search
  useEffect(() => {
    if (location.history.at(-1) !== here) location.history.push(here)
  }, [here, location])
  return null
}

/**
 * The page under test in a router at `location.path`, as the app's routes would match it (an area's section is
 * the `section` parameter), recording where it moves.
 */
export function TestRouter({ location, children }: { location: MemoryLocation; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[location.path]}>
      <Recorder location={location} />
      <Routes>
        <Route path="/:area/:section" element={children} />
        <Route path="*" element={children} />
      </Routes>
    </MemoryRouter>
  )
}
