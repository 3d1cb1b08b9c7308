import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SiteSettingsSchema, SITE_SETTINGS_MESSAGES } from '../../../shared/contracts/site-settings'
import { STATUS_LABELS } from '../../../shared/lifecycle'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { siteSettings } from '../../db/schema/site-settings'
import { seedPaidOrder } from '../../db/seed/factories'
import { listPaidOrders, listPaidOrdersAfter } from './finance.reads'
import { CSV_COLUMNS, csvPages, paidOrders } from './finance.export'
import { d, get, ids, invoiceOf, people, stats, t, useLedger } from './ledger-fixtures'

// GET /api/cfo/export (CSV and PDF) over the ledger of ledger-fixtures.ts; the studio's time zone, then the
// export's keyset walk (these two change the ledger, so they come last).
useLedger()

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl })
    .promise
  let text = ''
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent()
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n'
  }
  await doc.destroy()
  return text.replace(/\s+/g, ' ')
}

describe('GET /api/cfo/export', () => {
  it("sends the period's orders as a CSV that reads back to the same rows, formulas kept as text", async () => {
    const res = await get('/api/cfo/export?type=csv&days=30')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="financial-report-2026-03-20.csv"')
    const rows: string[][] = parse(res.body)
    expect(rows[0]).toEqual([...CSV_COLUMNS])
    const invoice = (id: number) => invoiceOf[id]!.number
    expect(rows.slice(1)).toEqual([
      [
        String(ids.o2),
        '2026-02-25',
        'Alice Able',
        people.alice.email,
        'Able Deli',
        STATUS_LABELS.under_development,
        'paid',
        'card',
        'SAVE15 WELCOME',
        '300.00',
        '0.00',
        '300.00',
        invoice(ids.o2),
      ],
      [
        String(ids.o3),
        '2026-03-05',
        'Bob Brown',
        people.bob.email,
        'Brown Garage',
        STATUS_LABELS.completed,
        'paid',
        'card',
        '',
        '150.00',
        '50.00',
        '100.00',
        invoice(ids.o3),
      ],
      [
        String(ids.o5),
        '2026-03-12',
        'Dana Doe',
        people.dana.email,
        'Doe Dental',
        STATUS_LABELS.cancelled,
        'paid',
        'bank_transfer',
        '',
        '250.00',
        '0.00',
        '250.00',
        invoice(ids.o5),
      ],
      [
        String(ids.o4),
        '2026-03-18',
        `'=HYPERLINK("http://x")`,
        people.hyper.email,
        'Hyper Shop',
        STATUS_LABELS.requirements_needed,
        'paid',
        'card',
        '',
        '100.00',
        '0.00',
        '100.00',
        invoice(ids.o4),
      ],
    ])
    const delivered = parse((await get('/api/cfo/export?type=csv&days=365&status=delivered')).body)
    expect(delivered.slice(1).map((r: string[]) => r[0])).toEqual([String(ids.o1)])
  })

  it('sends the report as a PDF that states its period', async () => {
    const res = await get('/api/cfo/export?type=pdf&days=30&status=all')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="financial-report-2026-03-20.pdf"')
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Feb 19, 2026 – Mar 20, 2026')
    expect(text).toContain('30 days')
    expect(text).toContain('849.00')
  })

  it('refuses an unknown type with the schema’s message', async () => {
    const res = await get('/api/cfo/export?type=xlsx')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Type must be csv or pdf')
  })
})

describe("the studio's time zone", () => {
  it('refuses a name that is not an IANA time zone', () => {
    const parsed = SiteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, timeZone: 'Mars/Olympus' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(SITE_SETTINGS_MESSAGES.timeZone)
    expect(SiteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, timeZone: 'Asia/Tokyo' }).timeZone).toBe(
      'Asia/Tokyo',
    )
  })

  it("counts an order paid at 23:30 UTC on the next day in Asia/Tokyo's calendar", async () => {
    const db = t.database.db
    // 23:30 UTC on 18 February is 08:30 on 19 February in Tokyo: the first day of Tokyo's last 30 days.
    const late = await seedPaidOrder(
      db,
      { userId: people.bob.id, title: 'Late Order', amountCents: 70_00, paidAt: d('2026-02-18T23:30:00Z') },
      { projectStatus: 'delivered' },
    )
    const utc = await stats('days=30')
    expect(utc.totalOrders).toBe(4)
    await db.insert(siteSettings).values({ id: 1, values: { timeZone: 'Asia/Tokyo' } })
    const tokyo = await stats('days=30')
    expect(tokyo.period).toEqual({ days: 30, from: '2026-02-19', to: '2026-03-20', timeZone: 'Asia/Tokyo' })
    expect(tokyo.totalOrders).toBe(5)
    expect(tokyo.totalRevenueCents).toBe(919_00)
    expect(tokyo.revenueByMonth[0]).toEqual({
      month: '2026-02',
      revenueCents: 370_00,
      refundedCents: 0,
      orders: 2,
    })
    const csv: string[][] = parse((await get('/api/cfo/export?type=csv&days=30')).body)
    expect(csv[1]!.slice(0, 2)).toEqual([String(late.id), '2026-02-19'])
  })
})

describe('the export walk', () => {
  it('reads every paid order once, page after page, with paid times finer than a millisecond', async () => {
    const db = t.database.db
    await db.execute(
      sql`update orders set paid_at = paid_at + interval '321 microseconds' where paid_at is not null`,
    )
    const scope = { from: d('2025-03-21T00:00:00Z'), to: d('2026-03-21T00:00:00Z') }
    const seen: number[] = []
    let after: number | null = null
    for (;;) {
      const page = await listPaidOrdersAfter(db, scope, after, 2)
      seen.push(...page.map((r) => r.id))
      if (page.length < 2) break
      after = page.at(-1)!.id
    }
    const all = await listPaidOrders(db, scope, { sort: 'oldest', limit: 100, offset: 0 })
    expect(seen).toEqual(all.map((r) => r.id))
    expect(new Set(seen).size).toBe(all.length)
    expect(all.length).toBe(6)
    // The export's own walk, asking for the next page while it writes this one: each order once, in order.
    const walked: number[] = []
    for await (const r of paidOrders(t.app.ctx, scope, Infinity, 2)) walked.push(r.id)
    expect(walked).toEqual(seen)
    const firstFive: number[] = []
    for await (const r of paidOrders(t.app.ctx, scope, 5, 2)) firstFive.push(r.id)
    expect(firstFive).toEqual(seen.slice(0, 5))
    // The CSV's walk, two orders a page: the header, then each order once, in the same order.
    let text = ''
    for await (const page of csvPages(t.app.ctx, scope, 'UTC', 2)) text += page
    const csv: string[][] = parse(text)
    expect(csv[0]).toEqual([...CSV_COLUMNS])
    expect(csv.slice(1).map((r) => Number(r[0]))).toEqual(seen)
  })
})
