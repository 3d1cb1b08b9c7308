import { describe, expect, it } from 'vitest'
import { signInCodeMail } from '../../modules/auth/auth.mail'
import { contactAcknowledgementMail, contactNoticeMail } from '../../modules/contact/contact.mail'
import { couponCodesMail } from '../../modules/coupon-email/coupon-email.mail'
import { supportAcknowledgementMail, supportNoticeMail } from '../../modules/support/support.mail'
import { accountCreatedMail } from '../../modules/users/users.mail'
import { BRAND } from './layout'
import type { RenderedMail } from './render'

const contact = {
  name: 'Ada <b>Lovelace</b>',
  email: 'ada@example.com',
  countryCode: '+44',
  phone: '',
  businessType: '',
  timeline: '',
  details: 'First line\n<img src=x onerror=alert(1)>',
  website: '',
}
const support = {
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Form & "quotes"',
  priority: 'high',
  category: 'technical',
  message: 'It broke.\nTwice.',
  website: '',
}

const mails: Array<[string, RenderedMail]> = [
  ['sign-in code', signInCodeMail('123456')],
  ['contact acknowledgement', contactAcknowledgementMail()],
  ['contact notice', contactNoticeMail(contact as never, 7)],
  ['support acknowledgement', supportAcknowledgementMail(support as never, 9)],
  ['support notice', supportNoticeMail(support as never, 9)],
  [
    'account created',
    accountCreatedMail({ firstName: 'Ana', email: 'ana@example.com', loginUrl: 'https://x.test/login' }),
  ],
  [
    'coupon codes',
    couponCodesMail(
      ['SAVE15'],
      new Map([['SAVE15', { description: '15% off', expiresAt: null, perCustomerLimit: 1 }]]),
      false,
    ),
  ],
]

describe('mail templates', () => {
  it.each(mails)('draws the %s mail in the shared layout, with a text part', (_name, mail) => {
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.html).toContain(`>${BRAND}</p>`)
    expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(mail.text.length).toBeGreaterThan(40)
    expect(mail.text).not.toMatch(/<\/?(p|div|table|td|span|h1|br)\b/)
    // The brand line is for the HTML; the text part opens with the heading.
    expect(mail.text.startsWith(BRAND)).toBe(false)
  })

  it('keeps visitor text as text in the HTML part and readable in the text part', () => {
    const mail = contactNoticeMail(contact as never, 7)
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).not.toContain('<b>Lovelace')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.text).toContain('Name: Ada <b>Lovelace</b>')
    expect(mail.text).toContain('Project details: First line\n<img src=x onerror=alert(1)>')
  })

  it('acknowledges to the unproven address without repeating any of its words', () => {
    const contactAck = contactAcknowledgementMail()
    const supportAck = supportAcknowledgementMail(support as never, 9)
    for (const part of [contactAck.subject, contactAck.text, contactAck.html])
      expect(part).not.toMatch(/Lovelace|First line|onerror/)
    for (const part of [supportAck.subject, supportAck.text, supportAck.html])
      expect(part).not.toMatch(/Grace|quotes|It broke/)
    expect(supportAck.subject).toBe('Support request #9 received')
    expect(supportAck.text).toContain('Ticket: #9')
  })

  it('writes detail rows as "Label: value" lines and keeps the subject as given', () => {
    const mail = supportNoticeMail(support as never, 9)
    expect(mail.subject).toBe('[high] Support request #9: Form & "quotes"')
    expect(mail.text).toContain(
      'From: Grace <grace@example.com>\nCategory: technical\nMessage: It broke.\nTwice.',
    )
    expect(mail.text).toContain('Sent by the support form')
  })

  it('shows the sign-in code on its own line and no link in either part', () => {
    const mail = signInCodeMail('654321')
    expect(mail.text).toMatch(/^654321$/m)
    expect(mail.html).not.toMatch(/<a\s/i)
    expect(mail.text).not.toMatch(/https?:\/\//)
  })
})
