import { ConfirmTestPaymentRequestSchema } from '../../../shared/contracts/orders'

export type CardField = 'cardNumber' | 'expiry' | 'cvc'

const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete."

/** Groups the digits in fours as they are typed (at most 19). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "MM/YY" as typed: a slash after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The test card form's values checked with the shared contract (the server's own messages), plus an expiry in
 * the past, which the server refuses too. Answers the request or the first message for each field.
 */
export function readCard(
  input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
):
  | {
      ok: true
      body: { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string }
    }
  | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {}
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry)
  const expMonth = m ? Number(m[1]) : NaN
  const expYear = m ? (m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : NaN
  if (!m) errors.expiry = EXPIRY_INCOMPLETE
  const parsed = ConfirmTestPaymentRequestSchema.safeParse({
    clientSecret: input.clientSecret,
    cardNumber: input.cardNumber,
    expMonth: m ? expMonth : 1,
    expYear: m ? expYear : now.getFullYear(),
    cvc: input.cvc,
  })
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0]
      const field: CardField | null =
        key === 'cardNumber'
          ? 'cardNumber'
          : key === 'cvc'
            ? 'cvc'
            : key === 'expMonth' || key === 'expYear'
              ? 'expiry'
              : null
      if (field && !errors[field]) errors[field] = issue.message
    }
  if (!errors.expiry && m) {
    const thisYear = now.getFullYear()
    if (expYear < thisYear) errors.expiry = "Your card's expiration year is in the past."
    else if (expYear === thisYear && expMonth < now.getMonth() + 1)
      errors.expiry = "Your card's expiration date is in the past."
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return {
    ok: true,
    body: {
      clientSecret: input.clientSecret,
      cardNumber: parsed.data.cardNumber,
      expMonth: parsed.data.expMonth,
      expYear: parsed.data.expYear,
      cvc: parsed.data.cvc,
    },
  }
}
