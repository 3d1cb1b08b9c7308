import { expect } from 'vitest'
import { bearer } from '../../test/auth-helpers'
import type { TestApp } from '../../test/test-app'

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/**
 * A strict reading of the text exposition format 0.0.4: every line a HELP, a TYPE or a sample; every sample of
 * a family declared by TYPE (with the histogram's `_bucket`, `_sum`, `_count`); label values quoted and escaped.
 */
export function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>()
  const samples: Sample[] = []
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
  const sampleLine = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`)
  const labelPair = new RegExp(`^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\["\\\\n])*)"(,|$)`)
  expect(text.endsWith('\n')).toBe(true)
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue
    const help = line.match(new RegExp(`^# HELP (${NAME}) .*$`))
    if (help) continue
    const type = line.match(new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`))
    if (type) {
      expect(types.has(type[1]!), `${type[1]} declared twice`).toBe(false)
      types.set(type[1]!, type[2]!)
      continue
    }
    const m = line.match(sampleLine)
    expect(m, `not a Prometheus line: ${line}`).not.toBeNull()
    const [, name, labelText = '', value] = m!
    const labels: Record<string, string> = {}
    let rest = labelText
    while (rest.length) {
      const pair = rest.match(labelPair)
      expect(pair, `bad labels in: ${line}`).not.toBeNull()
      labels[pair![1]!] = pair![2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1')
      rest = rest.slice(pair![0].length)
    }
    // Go's ParseFloat, which Prometheus uses: a number, or NaN and ±Inf in any case (prom-client writes `Nan`
    // for the event loop's lag before its first sample).
    const special = /^(nan|[+-]?inf(inity)?)$/i.test(value!)
    expect(special || !Number.isNaN(Number(value)), `bad value in: ${line}`).toBe(true)
    const family = types.has(name!) ? name! : name!.replace(/_(bucket|sum|count)$/, '')
    expect(types.get(family), `${name} has no TYPE`).toBeDefined()
    samples.push({ name: name!, labels, value: /^nan$/i.test(value!) ? NaN : Number(value) })
  }
  return samples
}

/** GET /metrics with the right token: 200 in the text format, parsed. */
export async function scrape(app: TestApp, token: string) {
  const res = await app.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return parseExposition(res.body)
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )
  return found.reduce((sum, s) => sum + s.value, 0)
}
