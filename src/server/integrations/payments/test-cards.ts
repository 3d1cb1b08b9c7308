import { cardNumberComplete } from '../../../shared/contracts/orders'
/**
 * The built-in test provider's cards, following Stripe's documented test numbers: 4242 4242 4242 4242 (and the
 * other brands' success numbers) succeed; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 is declined for
 * insufficient funds. Any other number is refused, as Stripe's test mode refuses real cards.
 */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
])

/**
 * Stripe's 3-D Secure test cards: the bank asks the cardholder to authenticate. Stripe's test mode shows a page
 * with "Complete" and "Fail"; the test provider answers `requires_action` and the card form shows the same two.
 */
const AUTHENTICATES = new Set(['4000002500003155', '4000002760003184', '4000003800000446'])

/** Stripe's words for a 3-D Secure authentication the cardholder failed. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'

const DECLINES: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Your card was declined.', declineCode: 'generic_decline' },
  '4000000000009995': { message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
  '4000000000009987': { message: 'Your card was declined.', declineCode: 'lost_card' },
  '4000000000009979': { message: 'Your card was declined.', declineCode: 'stolen_card' },
  '4000000000000069': { message: 'Your card has expired.', declineCode: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", declineCode: 'incorrect_cvc' },
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

export type CardOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'declined'; message: string; declineCode: string }
  | { kind: 'authenticate' }
  | { kind: 'succeeded' }

/** What the test provider does with a card: refuse the form, decline the charge, or take it. */
export function testCardOutcome(
  card: {
    cardNumber: string
    expMonth: number
    expYear: number
    cvc: string
    /** The cardholder's answer to a 3-D Secure request; absent before it was asked, or with nobody present. */
    authentication?: 'complete' | 'fail' | undefined
  },
  now: Date,
): CardOutcome {
  const number = card.cardNumber.replace(/\D/g, '')
  if (!cardNumberComplete(number)) return { kind: 'refused', message: 'Your card number is incomplete.' }
  if (!luhnValid(number)) return { kind: 'refused', message: 'Your card number is invalid.' }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear
  // A card is good through the last day of its expiry month.
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { kind: 'refused', message: "Your card's expiration date is in the past." }
  if (number.startsWith('37') ? card.cvc.length !== 4 : card.cvc.length !== 3)
    return { kind: 'refused', message: "Your card's security code is invalid." }
  const decline = DECLINES[number]
  if (decline) return { kind: 'declined', ...decline }
  if (AUTHENTICATES.has(number)) {
    if (card.authentication === 'complete') return { kind: 'succeeded' }
    if (card.authentication === 'fail')
      return { kind: 'declined', message: AUTHENTICATION_FAILED, declineCode: 'authentication_failed' }
    return { kind: 'authenticate' }
  }
  if (SUCCEEDS.has(number)) return { kind: 'succeeded' }
  return {
    kind: 'refused',
    message: 'Test mode takes test cards only: use 4242 4242 4242 4242 with any future date and any CVC.',
  }
}

/** The reference a kept test card is stored as: its last four digits (every test number's are its own). */
export function testCardReference(cardNumber: string): string {
  return `tpm_${cardNumber.replace(/\D/g, '').slice(-4)}`
}

/** The test number a kept reference stands for, if it is one of ours. */
export function testCardOfReference(reference: string): string | undefined {
  const last4 = reference.replace(/^tpm_/, '')
  return [...SUCCEEDS, ...Object.keys(DECLINES), ...AUTHENTICATES].find((n) => n.endsWith(last4))
}
