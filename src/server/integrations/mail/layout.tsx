import { Body, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

/**
 * The one frame every mail is drawn in (brand, heading, body, footer), and the pieces mails are made of, so
 * sign-in codes, acknowledgements, notices and later receipts look alike. React escapes every value, so
 * visitor text stays text.
 */
export const BRAND = 'SiteCraft'

const colors = { text: '#1f2937', muted: '#6b7280', brand: '#2563eb', page: '#f4f6fb', tint: '#eef2ff' }

export function MailLayout(props: {
  preview?: string
  heading: string
  footer?: string
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head />
      {props.preview ? <Preview>{props.preview}</Preview> : null}
      <Body
        style={{
          margin: 0,
          background: colors.page,
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: colors.text,
        }}
      >
        <Container
          style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12, padding: 32, margin: '32px auto' }}
        >
          <Text
            data-skip-in-text
            style={{ fontWeight: 700, fontSize: 18, color: colors.brand, margin: '0 0 24px' }}
          >
            {BRAND}
          </Text>
          <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
            {props.heading}
          </Heading>
          {props.children}
          <Text style={{ margin: '24px 0 0', color: colors.muted, fontSize: 13 }}>
            {props.footer ?? `— The ${BRAND} team`}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A paragraph; line breaks in the text (a visitor's message) are kept. */
export function Paragraph({ children }: { children: string }) {
  return <Text style={{ margin: '0 0 16px', lineHeight: 1.5, fontSize: 14 }}>{withBreaks(children)}</Text>
}

/** A code shown large on its own line (sign-in codes, coupon codes). */
export function CodeBox({ children }: { children: string }) {
  const style = {
    fontSize: 28,
    lineHeight: '36px',
    letterSpacing: 4,
    fontWeight: 700,
    background: colors.tint,
    borderRadius: 8,
    padding: '12px 16px',
    margin: '0 0 16px',
    textAlign: 'center' as const,
  }
  return <Text style={style}>{children}</Text>
}

/** Label and value rows, e.g. a copy of what a visitor sent; the text part reads `Label: value`. */
export function Details({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} data-detail-row style={{ margin: '0 0 6px', fontSize: 14, lineHeight: 1.5 }}>
          <span style={{ color: colors.muted }}>{label}:</span> {withBreaks(value)}
        </Text>
      ))}
    </Section>
  )
}

function withBreaks(text: string): ReactNode {
  const lines = text.split('\n')
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </span>
  ))
}

/** A plain notice described as data: heading, paragraphs, codes, detail rows. */
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

export function DescribedMail({ content: c }: { content: MailContent }) {
  return (
    <MailLayout heading={c.heading} {...(c.footer ? { footer: c.footer } : {})}>
      {c.paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
      {(c.codes ?? []).map((code) => (
        <CodeBox key={code}>{code}</CodeBox>
      ))}
      {c.details?.length ? <Details rows={c.details} /> : null}
    </MailLayout>
  )
}
