import { couponRules } from '../../../shared/contracts/coupons'
import { CodeBox, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'

type CouponWords = { description: string; expiresAt: Date | null; perCustomerLimit: number | null }
type Props = { codes: readonly string[]; coupons: ReadonlyMap<string, CouponWords>; together: boolean }

/** The exit offer's codes, each with what it gives and its own rules (its last day, its uses per customer). */
export function CouponCodesEmail({ codes, coupons, together }: Props) {
  return (
    <MailLayout heading="Here are your discount codes" preview="Your SiteCraft discount codes.">
      <Paragraph>
        {together ? 'Use them at checkout; they can be combined on one order.' : 'Use them at checkout.'}
      </Paragraph>
      {codes.map((code) => {
        const c = coupons.get(code)
        return (
          <Paragraph key={code}>
            {`${code}: ${c?.description ?? ''} ${c ? couponRules(c) : ''}`.replace(/\s+/g, ' ').trim()}
          </Paragraph>
        )
      })}
      {codes.map((code) => (
        <CodeBox key={code}>{code}</CodeBox>
      ))}
    </MailLayout>
  )
}

export function couponCodesMail(
  codes: readonly string[],
  coupons: ReadonlyMap<string, CouponWords>,
  together: boolean,
) {
  return renderEmail(
    'Your SiteCraft discount codes',
    <CouponCodesEmail codes={codes} coupons={coupons} together={together} />,
  )
}
