// The time to make one invoice PDF (pdfkit, A4, standard fonts) for a paid order with four lines and a coupon,
// as GET /api/dashboard/invoices/:id/pdf makes it, against JSON-serialising the same invoice as the control.
// Budget: median < 100 ms.
import { renderInvoicePdf } from '../src/server/modules/billing/invoice-pdf'
import { studioIssuer } from '../src/server/modules/billing/billing.documents'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 20
const BUDGET_MS = 100

const invoice = {
  id: 1,
  number: 'INV-000123',
  userId: 1,
  orderId: 1,
  projectId: 1,
  subscriptionId: null,
  revisionRound: null,
  periodStart: null,
  autopayAttempts: 0,
  nextAutopayOn: null,
  status: 'paid',
  currency: 'usd',
  lines: [
    { description: 'Website package (5 pages)', quantity: 1, unitCents: 100_00, amountCents: 100_00 },
    { description: 'Extra pages', quantity: 10, unitCents: 5_00, amountCents: 50_00 },
    { description: 'E-commerce', quantity: 1, unitCents: 50_00, amountCents: 50_00 },
    { description: 'Blog', quantity: 1, unitCents: 25_00, amountCents: 25_00 },
  ],
  billTo: {
    name: 'Ada Lovelace',
    company: 'Analytical Bakery Ltd',
    address: '1 Engine Row, London',
    email: 'ada@example.com',
  },
  issuer: studioIssuer(),
  couponCodes: ['SAVE15'],
  subtotalCents: 225_00,
  discountCents: 33_75,
  totalCents: 191_25,
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  paidAt: new Date('2026-11-23T10:00:00Z'),
  createdAt: new Date('2026-11-23T10:00:00Z'),
}

function median(values: number[]) {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

async function time(fn: () => Promise<unknown> | unknown) {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

const first = await time(() => renderInvoicePdf(invoice))
for (let i = 0; i < WARMUP; i++) await renderInvoicePdf(invoice)
const pdf: number[] = []
const control: number[] = []
let size = 0
for (let i = 0; i < RUNS; i++) {
  pdf.push(await time(async () => (size = (await renderInvoicePdf(invoice)).length)))
  control.push(await time(() => JSON.stringify(invoice)))
}
const m = median(pdf)
console.log(`\n## Invoice PDF (${RUNS} runs, ${(size / 1024).toFixed(1)} KB each)`)
console.log(`first PDF (fonts loaded)       ${first.toFixed(1)} ms`)
console.log(
  `median PDF                     ${m.toFixed(1)} ms   (p90 ${[...pdf].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]!.toFixed(1)} ms)`,
)
console.log(`control: JSON of the invoice   ${median(control).toFixed(3)} ms`)
console.log(
  `ratio median / budget ${BUDGET_MS} ms     ${(m / BUDGET_MS).toFixed(2)}  (${m < BUDGET_MS ? 'PASS' : 'FAIL'})`,
)
process.exit(m < BUDGET_MS ? 0 : 1)
