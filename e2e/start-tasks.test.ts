// How long a page's own script holds the main thread while the page starts, on a phone's processor: each page is
// loaded in Chromium with a performance trace; the main thread's tasks that run the page's own scripts (any file it
// loads from this server, React's included) are timed by the processor time the thread spent in them (the trace's
// `tdur`), which another process on the machine does not stretch as it stretches wall time. Times four, the
// slowdown Lighthouse's mobile audit applies, each is printed against 100 ms, until the page shows its heading, its
// reads are done and a moment after (the parts it loads when idle). The test insists that every page starts where
// it was asked for and that the trace sees its scripts; the figure is judged by `npm run bench -- pages`.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, gotoApp, launch, seedSignedInCustomer, seedStaff } from './support/browser'

/** Lighthouse's mobile CPU slowdown. */
const PHONE_SLOWDOWN = 4
const LONGEST_MS = 100
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
])

interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string; scriptName?: string }; fileName?: string }
}

/** A main-thread task that ran the page's own script: its processor time, and the scripts it ran. */
interface OwnTask {
  cpuMs: number
  wallMs: number
  scripts: string[]
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** The tasks of the renderers' main threads that ran a script served from this server. */
function ownTasks(events: TraceEvent[]): OwnTask[] {
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X')
  // The scheduler's outermost event for each task (a nested ThreadControllerImpl::RunTask is the same task).
  const tasks = onMain.filter((e) => e.name === 'RunTask')
  const origin = new URL(baseUrl()).origin
  const scriptOf = (e: TraceEvent) => e.args?.data?.url || e.args?.data?.scriptName || e.args?.fileName || ''
  // Script running (not an image decoded or a file received, whose events name a URL too).
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name) && scriptOf(e).startsWith(origin))
  const own: OwnTask[] = []
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const ran = scripts.filter(
      (s) => s.pid === task.pid && s.tid === task.tid && s.ts >= task.ts && s.ts < end && s !== task,
    )
    if (!ran.length) continue
    own.push({
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      scripts: [...new Set(ran.map((s) => new URL(scriptOf(s)).pathname))],
    })
  }
  return own
}

/** Loads `path` signed in with `storage`, traced until it shows its heading, its reads are done and a moment more. */
async function traceStart(path: string, storage: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: baseUrl() })
  try {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v)
    }, storage)
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'],
    })
    await gotoApp(page, path)
    expect(new URL(page.url()).pathname, 'the page stays where it was asked for').toBe(path.split('?')[0])
    await page.locator('h1').first().waitFor()
    await page.waitForLoadState('networkidle')
    // What a page loads when the browser is idle (below-the-fold parts, prefetches) runs in this second.
    await page.waitForTimeout(1000)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return ownTasks(trace.traceEvents)
  } finally {
    await context.close()
  }
}

const longest = (tasks: OwnTask[]) => tasks.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a), tasks[0]!)

describe('a page starting on a phone', () => {
  it('starts each page where it was asked for and prints its longest task of its own', async () => {
    const context = await browser.newContext()
    const customer = await seedSignedInCustomer(context, { projects: ['requirements_needed', 'completed'] })
    await context.close()
    const stamp = Date.now()
    const admin = await seedStaff('admin', `start-tasks-admin-${stamp}@sitecraft.test`)
    const cfo = await seedStaff('cfo', `start-tasks-cfo-${stamp}@sitecraft.test`)
    const [setupProject, doneProject] = customer.projectIds
    const asCustomer = { token: customer.token, role: 'customer' }
    const pages: Array<[string, Record<string, string>]> = [
      ['/', {}],
      [
        '/checkout',
        {
          ...asCustomer,
          pendingOrder: JSON.stringify({ extraPages: 0, addonIds: [], timeline: 'standard' }),
        },
      ],
      [`/payment-success?project=${doneProject}`, asCustomer],
      [`/project-setup?project=${setupProject}`, asCustomer],
      ['/dashboard', asCustomer],
      ['/admin', { token: admin, role: 'admin' }],
      ['/cfo-dashboard', { token: cfo, role: 'cfo' }],
    ]
    const found: Record<string, { phoneMs: number; wallMs: number; tasks: number; scripts: string[] }> = {}
    for (const [path, storage] of pages) {
      const tasks = await traceStart(path, storage)
      expect(tasks.length, `${path}: the trace shows the page's own scripts running`).toBeGreaterThan(0)
      const top = longest(tasks)
      found[path] = {
        phoneMs: Math.round(top.cpuMs * PHONE_SLOWDOWN),
        wallMs: Math.round(top.wallMs),
        tasks: tasks.length,
        scripts: top.scripts,
      }
    }
    console.log(
      Object.entries(found)
        .map(([path, f]) => `${path}: ${f.phoneMs} ms on a phone (${f.tasks} tasks ran its scripts)`)
        .join('\n'),
    )
    // Printed, not gated: a processor's time depends on the machine and the browser's build as much as on the
    // code (the same commit read finance 66-68 ms on one machine and 146-169 ms on another, with nothing else
    // running), so a fixed budget here fails or passes by machine. The page's speed is judged by Lighthouse in
    // one run beside a static control page (`npm run bench -- pages`); this prints the figures against the budget.
    for (const [path, f] of Object.entries(found))
      console.log(
        `${path}: longest task of its own ${f.phoneMs} ms on a phone, budget ${LONGEST_MS} ms: ${f.phoneMs <= LONGEST_MS ? 'met' : 'NOT met'}`,
      )
    expect(Object.keys(found)).toHaveLength(pages.length)
  })
})
