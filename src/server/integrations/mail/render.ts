/** Plain-text and HTML bodies from one description; every value is escaped, so visitor text stays text. */
export interface MailContent {
  subject: string
  heading: string
  paragraphs: string[]
  /** Label/value rows, e.g. a copy of what the visitor sent. */
  details?: Array<[string, string]>
  /** A large code shown on its own (sign-in codes, coupons). */
  codes?: string[]
  footer?: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const BRAND = 'SiteCraft'

export function renderMail(c: MailContent): RenderedMail {
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.codes ?? []).flatMap((code) => [`    ${code}`, '']),
    ...(c.details ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(c.details?.length ? [''] : []),
    c.footer ?? `— The ${BRAND} team`,
  ].join('\n')

  const p = (s: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<div style="font-weight:700;font-size:18px;color:#2563eb;margin-bottom:24px">${BRAND}</div>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${(c.codes ?? [])
  .map(
    (code) =>
      `<div style="font-size:28px;letter-spacing:4px;font-weight:700;background:#eef2ff;border-radius:8px;padding:12px 16px;margin:0 0 16px;text-align:center">${escapeHtml(code)}</div>`,
  )
  .join('\n')}
${
  c.details?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</td><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p style="margin:24px 0 0;color:#6b7280;font-size:13px">${escapeHtml(c.footer ?? `— The ${BRAND} team`)}</p>
</td></tr></table></td></tr></table></body></html>`
  return { subject: c.subject, text, html }
}
