/** The Terms of Service text, section by section; figures come from the shared catalog and claims. */
import {
  OFFERED_ADDONS,
  BASE_PAGES,
  DOMAIN_RENEWAL_CENTS,
  EXTRA_PAGE_CENTS,
  EXTRA_REVISION_ROUND_CENTS,
  MAINTENANCE_MONTHLY_CENTS,
  MAX_EXTRA_PAGES,
  RUSH_FEE_CENTS,
  TIMELINE_OPTIONS,
} from '../../../shared/catalog'
import {
  COMPANY,
  MAINTENANCE_TERMS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../../shared/marketing'
import { useSiteSettings } from '../../hooks/use-site-settings'
import type { LegalSectionDef } from './components/legal-document'
import { CompanyAddress } from './components/company-address'
import { formatMoney } from '../../../shared/money'
import { INCLUDED_REVISION_ROUNDS } from '../../../shared/lifecycle'

export const TERMS_LAST_UPDATED = 'June 2025'
/** The money-back guarantee's length, as an admin set it (the server renders the page with it). */
function GuaranteeDays() {
  return <>{useSiteSettings().guaranteeDays}</>
}

const DELIVERY_DAYS = TIMELINE_OPTIONS.standard.businessDays
const RUSH_DAYS = TIMELINE_OPTIONS.rush.businessDays
const RESPONSE_HOURS = 48
const REVISION_ROUNDS = INCLUDED_REVISION_ROUNDS
/** How long before a change to these terms takes effect we e-mail you. */
const TERMS_NOTICE_DAYS = 30
/** The terms quote the base and maintenance prices in both currencies we invoice in. */
const BASE_PRICE_TEXT = '£100 or $100'
const MAINTENANCE_TEXT = `${formatMoney(MAINTENANCE_MONTHLY_CENTS)} per month`

export const TERMS_SECTIONS: LegalSectionDef[] = [
  {
    id: 'why',
    title: 'Why our service exists',
    content: (
      <>
        <p>
          Most small businesses need a good website, but agency quotes often run into thousands and
          do-it-yourself builders eat the evenings of people who already have a business to run. We started{' '}
          {COMPANY.legalName} to close that gap: a professionally designed and built website, delivered
          quickly, at one flat price that is clear before you pay.
        </p>
        <p>
          These terms set out what you can expect from us and what we need from you. We have tried to write
          them in plain English. If anything is unclear, please ask us before you order.
        </p>
      </>
    ),
  },
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          These terms form the agreement between you (the person or business ordering a website, “you”) and{' '}
          {COMPANY.legalName}, a company registered in England and Wales under company number{' '}
          {COMPANY.companyNumber}, whose registered office is at {COMPANY.address.join(', ')} (“we”, “us”).
        </p>
        <p>
          By placing an order, creating an account or using our website and services you accept these terms.
          If you are ordering on behalf of a business, you confirm that you are authorised to accept them for
          that business. Our <a href="/privacy-policy">Privacy Policy</a> explains how we handle personal data
          and forms part of this agreement.
        </p>
      </>
    ),
  },
  {
    id: 'scope',
    title: 'What is and is not included',
    content: (
      <>
        <h3>Included in the base price</h3>
        <ul>
          <li>A custom-designed website of up to {BASE_PAGES} pages, built by our team.</li>
          <li>Responsive design that works on phones, tablets and desktops.</li>
          <li>A free .com domain name for the first year, registered for you.</li>
          <li>An SSL certificate, so your site is served securely over https.</li>
          <li>Contact forms that send enquiries to your e-mail address.</li>
          <li>Links to and integration with your social media profiles.</li>
          <li>Basic search engine optimisation: page titles, descriptions, headings and a sitemap.</li>
          <li>Correction, at no charge, of any fault in the work we delivered.</li>
          <li>Hosting of the website we build, with a 99.9% uptime target (see section 11).</li>
          <li>
            {REVISION_ROUNDS} rounds of revisions before delivery. A round is one consolidated list of changes
            that you send us in one message.
          </li>
        </ul>
        <h3>Not included unless you order it</h3>
        <ul>
          <li>
            Pages beyond the first {BASE_PAGES} ({formatMoney(EXTRA_PAGE_CENTS)} per extra page).
          </li>
          <li>
            Add-ons such as{' '}
            {OFFERED_ADDONS.slice(0, 4)
              .map((a) => `${a.name} (${formatMoney(a.priceCents)})`)
              .join(', ')}{' '}
            and the others listed when you order.
          </li>
          <li>
            Writing your text (copywriting), professional photography, or logo design, unless ordered as an
            add-on. You supply the words and images; we can suggest structure and help with editing.
          </li>
          <li>
            E-mail mailboxes at your domain. We can connect your domain to an e-mail provider of your choice,
            whose own fees apply.
          </li>
          <li>
            Revision rounds beyond the {REVISION_ROUNDS} included, at{' '}
            {formatMoney(EXTRA_REVISION_ROUND_CENTS)} each: your project page shows the price, and you pay its
            invoice by card before the round starts.
          </li>
          <li>
            Changes we make for you after delivery, unless you have a maintenance plan (section 6) or order
            them separately.
          </li>
          <li>
            Advertising, paid marketing, or fees charged by third parties such as paid plugins or services.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    content: (
      <>
        <p>
          We deliver your website within{' '}
          <strong>{DELIVERY_DAYS} business days of receiving all materials</strong>. “All materials” means
          your completed project requirements, the text and images for your pages, your logo if you have one,
          and your choice of design. Business days are Monday to Friday, excluding public holidays in England.
          Many sites are ready sooner, often in 3-5 days.
        </p>
        <p>
          Rush delivery within {RUSH_DAYS} business days of receiving all materials is available for an extra{' '}
          {formatMoney(RUSH_FEE_CENTS)}, when ordered at checkout.
        </p>
        <p>
          While we build your site we will sometimes need a decision or a missing item from you. Please{' '}
          <strong>respond within {RESPONSE_HOURS} hours</strong>. The delivery period is paused while we are
          waiting for you, and restarts when we have what we need.
        </p>
        <p>
          When your site is ready we send you a preview to review. You can approve it or request changes
          within your {REVISION_ROUNDS} included revision rounds. Once you approve, we publish the site and
          send you its access details. If your domain needs to be pointed at our servers, the DNS change can
          take <strong>24-48 hours</strong> to reach everyone on the internet; this is outside our control and
          is not a delay in delivery.
        </p>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Pricing',
    content: (
      <>
        <p>
          The base price is <strong>{BASE_PRICE_TEXT}</strong> (in the currency shown at checkout) for a
          website of up to {BASE_PAGES} pages, as described in section 3. It is a one-time price, not a
          subscription.
        </p>
        <ul>
          <li>
            Extra pages cost {formatMoney(EXTRA_PAGE_CENTS)} each, up to {MAX_EXTRA_PAGES} extra pages per
            order.
          </li>
          <li>Add-ons are charged at the prices shown when you order.</li>
          <li>Rush delivery costs {formatMoney(RUSH_FEE_CENTS)}.</li>
          <li>
            Your .com domain is free for the first year. After that it renews at about{' '}
            {formatMoney(DOMAIN_RENEWAL_CENTS)} per year; we confirm the price before renewal.
          </li>
          <li>Discount codes are applied at checkout and cannot be exchanged for cash.</li>
        </ul>
        <p>
          The total you see at checkout, after any discount, is the amount you pay for that order. We may
          change our prices for future orders, but never for an order you have already paid for.
        </p>
      </>
    ),
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    content: (
      <>
        <p>
          After delivery you can keep your site looked after with our optional maintenance plan from{' '}
          <strong>{MAINTENANCE_TEXT}</strong>: security updates, minor content updates and backups. Higher
          plans add performance monitoring, SEO upkeep and priority support; their prices are shown before you
          choose one.
        </p>
        <ul>
          <li>
            <strong>{MAINTENANCE_TERMS.freeMonth}</strong> {MAINTENANCE_TERMS.start}
          </li>
          <li>
            Plans are billed in advance to your card for each billing period (monthly, quarterly or yearly).
          </li>
          <li>
            {MAINTENANCE_TERMS.cancel} Your website stays online and stays yours. You may also ask us to
            cancel by e-mailing <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </li>
          <li>
            A plan is not required: you can edit your content yourself or order changes when you need them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    content: (
      <>
        <p>
          <strong>Payment in full is required before work starts.</strong> You pay by debit or credit card
          through our card payment provider, which processes the payment securely. We never see or store your
          full card number.
        </p>
        <p>
          We start work once the payment is confirmed, and e-mail you a receipt. If a payment fails or is
          reversed, we pause work until it is settled. Recurring charges for a maintenance plan are taken from
          the card you register for the plan.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your responsibilities',
    content: (
      <>
        <p>To let us deliver on time and to a high standard, you agree to:</p>
        <ul>
          <li>give us accurate information and the materials we ask for;</li>
          <li>respond to our questions within {RESPONSE_HOURS} hours while your site is being built;</li>
          <li>
            own, or have permission to use, all text, images, logos and other material you send us, and make
            sure it does not break any law or infringe anyone’s rights;
          </li>
          <li>review previews carefully and tell us about changes within your revision rounds;</li>
          <li>keep your account sign-in details and any access details we give you secure;</li>
          <li>
            make sure your website’s content, and the way you use it, meets the legal requirements that apply
            to your business.
          </li>
        </ul>
        <p>
          We may refuse to publish content that is unlawful, misleading, hateful or that infringes someone
          else’s rights.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refund policy',
    content: (
      <>
        <p>
          We want you to be happy with your website. If you are not, you can ask for your money back within{' '}
          <strong>
            <GuaranteeDays /> days after delivery
          </strong>
          . To do so, e-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and tell us the reasons
          you are not satisfied; <strong>reasons are required</strong>. We may first offer to put things
          right, but if you still want a refund within the guarantee period, you will receive one.
        </p>
        <ul>
          <li>
            If you cancel before we have started work on your site, we refund your payment in full, less any
            domain fee already paid.
          </li>
          <li>
            <strong>Domain registration fees are non-refundable</strong>, because the registration cannot be
            undone once made. The domain remains registered to you.
          </li>
          <li>Maintenance fees already paid for a period that has started are not refunded.</li>
          <li>
            Refunds are made to the card you paid with, normally within 5-10 business days of our confirming
            them.
          </li>
        </ul>
        <p>Nothing in these terms affects your statutory rights.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <>
        <p>
          You keep all rights in the material you give us. Once you have paid in full, you own the final
          design and content of your website and may use them as you wish.
        </p>
        <p>
          Our templates, code libraries, tools and know-how remain ours; we grant you a permanent,
          non-exclusive licence to use the parts built into your website. Fonts, stock images and other
          third-party elements are used under their own licences, which we will tell you about on request.
        </p>
        <p>
          We may show your website in our portfolio and marketing. If you would prefer we did not, tell us at
          any time and we will remove it.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <>
        <p>
          We aim for <strong>99.9% uptime</strong> for the websites we host, measured monthly. This excludes
          scheduled maintenance, which we carry out at quiet times, and events outside our reasonable control,
          such as failures of internet providers, domain registries or other third parties, and DNS changes.
        </p>
        <p>
          We build every site with care, but we cannot promise any particular search ranking, number of
          visitors or amount of business. To the extent the law allows, we are not liable for loss of profits,
          revenue, data or goodwill, or for any indirect or consequential loss. Our total liability to you for
          any order is limited to the amount you paid us for that order and, for a maintenance plan, the fees
          you paid in the 12 months before the claim.
        </p>
        <p>
          Nothing in these terms limits liability for death or personal injury caused by negligence, for
          fraud, or for anything else that cannot be limited under the law of England and Wales.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You can end our agreement at any time by e-mailing us. What you pay or get back depends on the stage
          your project has reached, as set out in the refund policy; a maintenance plan ends at the end of the
          period you have paid for.
        </p>
        <p>
          We may suspend or end our services if you fail to pay, seriously or repeatedly break these terms, or
          use your website for anything unlawful. Where we can, we will warn you first and give you a
          reasonable time to put things right.
        </p>
        <p>
          When our agreement ends, we will help you move your website and domain to another provider if you
          ask, and give you a copy of your content.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These terms, and any dispute arising from them, are governed by the law of England and Wales, and the
        courts of England and Wales have exclusive jurisdiction. If you are a consumer living in Scotland or
        Northern Ireland, you may also bring proceedings in your local courts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>Questions about these terms, your order or your website are welcome:</p>
        <CompanyAddress>
          <span className="mt-3 block">
            E-mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </span>
          <span className="block">
            Phone: <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
          </span>
        </CompanyAddress>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time, for example when we add services or the law changes. The
        date at the top of this page shows when they last changed. An order is governed by the terms in force
        when you placed it; if we make a significant change that affects a maintenance plan you hold, we will
        e-mail you at least {TERMS_NOTICE_DAYS} days before it takes effect.
      </p>
    ),
  },
]
