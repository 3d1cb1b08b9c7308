import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

interface CapturedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
  /** The mail job that sent it, read from its Message-ID (`<mail-<job id>@host>`), when there was one. */
  jobId: number | null
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function splitPart(part: string) {
  const idx = part.search(/\r?\n\r?\n/)
  const head = part.slice(0, idx).replace(/\r?\n[ \t]+/g, ' ')
  const body = part.slice(idx).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.split(/\r?\n/)) {
    const m = /^([\w-]+):\s*(.*)$/.exec(line)
    if (m) headers.set(m[1]!.toLowerCase(), m[2]!)
  }
  return { headers, body }
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const enc = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** A minimal MIME reader for the mails this app sends (text + HTML alternative). */
function parseMail(raw: string): Omit<CapturedMail, 'from' | 'to'> {
  const { headers, body } = splitPart(raw)
  let text = ''
  let html = ''
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitPart(chunk.replace(/^\r?\n/, ''))
      const ct = part.headers.get('content-type') ?? ''
      if (ct.startsWith('text/plain')) text = decodeBody(part.headers, part.body)
      else if (ct.startsWith('text/html')) html = decodeBody(part.headers, part.body)
    }
  } else if (type.startsWith('text/html')) html = decodeBody(headers, body)
  else text = decodeBody(headers, body)
  const jobId = /^<mail-(\d+)@/.exec(headers.get('message-id') ?? '')?.[1]
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    raw,
    jobId: jobId ? Number(jobId) : null,
  }
}

/** A real SMTP server in the test process; the app's SMTP transport sends to it. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = []
  let failNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--
          const err = new Error('Temporary failure') as Error & { responseCode: number }
          err.responseCode = 451
          return callback(err)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    /** Refuse the next `n` messages with a temporary error, to exercise retries. */
    failNext(n: number) {
      failNext = n
    },
    to(address: string) {
      return messages.filter((m) => m.to.includes(address))
    },
    clear() {
      messages.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>
