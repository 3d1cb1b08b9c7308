import { toPlainText } from '@react-email/render'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DescribedMail, type MailContent } from './layout'

export type { MailContent } from './layout'

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

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/**
 * A mail template (a React Email component, drawn in layout.tsx's MailLayout) to its HTML and plain-text parts.
 * React Email's own `render` is asynchronous; mails are built inside the callers' transactions, and templates
 * never suspend, so the synchronous renderer it wraps serves here, and its plain-text conversion follows.
 */
export function renderEmail(subject: string, template: ReactElement): RenderedMail {
  const html = DOCTYPE + renderToStaticMarkup(template)
  const text = toPlainText(html, {
    // The heading keeps its case; detail rows (layout.tsx) stay on consecutive lines.
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      {
        selector: '[data-detail-row]',
        format: 'block',
        options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
      },
    ],
  })
  return { subject, html, text }
}

/** A plain notice from its description (layout.tsx's DescribedMail), in the same layout as every other mail. */
export function renderMail(content: MailContent): RenderedMail {
  return renderEmail(content.subject, createElement(DescribedMail, { content }))
}
