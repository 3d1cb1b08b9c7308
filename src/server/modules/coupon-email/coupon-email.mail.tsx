import { CodeBox, MailLayout, Paragraph } from '../../integrations/mail/layout'
import { renderEmail } from '../../integrations/mail/render'

type Props = { codes: readonly string[]; descriptions: ReadonlyMap<string, string> }

/** The exit offer's codes, each with what it gives. */
export function CouponCodesEmail({ codes, descriptions }: Props) {
  return (
    <MailLayout
      heading="Here are your discount codes"
      preview="Your SiteCraft discount codes, valid for 24 hours."
    >
      <Paragraph>
        Use them at checkout within the next 24 hours. The two codes can be combined on one order.
      </Paragraph>
      {codes.map((code) => (
        <Paragraph key={code}>{`${code}: ${descriptions.get(code) ?? ''}`.trim()}</Paragraph>
      ))}
      {codes.map((code) => (
        <CodeBox key={code}>{code}</CodeBox>
      ))}
    </MailLayout>
  )
}

export function couponCodesMail(codes: readonly string[], descriptions: ReadonlyMap<string, string>) {
  return renderEmail(
    'Your SiteCraft discount codes',
    <CouponCodesEmail codes={codes} descriptions={descriptions} />,
  )
}
