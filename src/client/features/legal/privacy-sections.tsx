import { COMPANY } from '../../../shared/marketing'
import type { LegalSectionDef } from './components/legal-document'
import { CompanyAddress } from './components/company-address'

export const PRIVACY_LAST_UPDATED = 'June 2025'

export const PRIVACY_SECTIONS: LegalSectionDef[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          {COMPANY.legalName} (“we”, “us”) designs, builds and hosts websites for small businesses. We are the
          controller of the personal data described in this policy, which means we decide how and why it is
          used, and we are responsible for it under the UK General Data Protection Regulation (UK GDPR) and
          the Data Protection Act 2018.
        </p>
        <p>
          If you have any question about this policy or your data, e-mail{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The data we collect',
    content: (
      <>
        <p>We only collect what we need to answer you, build your website and run our service:</p>
        <ul>
          <li>
            <strong>Contact form:</strong> your name, e-mail address, phone number and country code, business
            type, project details and preferred timeline.
          </li>
          <li>
            <strong>Support requests:</strong> your name, e-mail address, the subject, priority, category and
            message you send.
          </li>
          <li>
            <strong>Orders and your account:</strong> your name, e-mail address and phone number, the items
            you order, discount codes and domain names you request, and the project information you give us
            (company details, business contact details, design preferences, your logo and the content for your
            pages).
          </li>
          <li>
            <strong>Sign-in codes:</strong> when you sign in we e-mail you a one-time 6-digit code. We keep
            only a scrambled (hashed) copy of it, which expires after a few minutes, together with the time
            and IP address of sign-in attempts, to protect your account.
          </li>
          <li>
            <strong>Payments:</strong> card details go directly to our card payment provider and never reach
            our servers. We receive a payment reference, the amount and whether the payment succeeded.
          </li>
          <li>
            <strong>Server logs:</strong> like every website, our servers record the IP address, browser type,
            the page requested and the time of each request. We use these to keep the service running and
            secure.
          </li>
          <li>
            <strong>Exit offer:</strong> if you ask us to e-mail you discount codes, we keep your e-mail
            address together with your IP address and browser type, so that each offer is sent once and cannot
            be abused.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your data',
    content: (
      <>
        <p>We use your data, and rely on the following lawful bases, to:</p>
        <ul>
          <li>
            reply to your enquiries and support requests, and prepare a proposal you asked for (our legitimate
            interest in answering people who contact us, or steps you ask us to take before a contract);
          </li>
          <li>
            take your order and payment, build, host and deliver your website, and send you updates about your
            project, receipts and sign-in codes (performance of our contract with you);
          </li>
          <li>
            send you the discount codes you requested through the exit offer (your request, which you can
            withdraw at any time);
          </li>
          <li>
            keep our service secure, prevent fraud and abuse, and fix problems (our legitimate interest in
            running a safe, reliable service);
          </li>
          <li>keep accounting and tax records (our legal obligations).</li>
        </ul>
        <p>
          We do not sell your data, we do not use it for advertising profiles, and we do not make decisions
          about you by automated means alone.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          We share personal data only with service providers who process it on our behalf, under contracts
          that require them to keep it secure and use it only on our instructions:
        </p>
        <ul>
          <li>
            <strong>Our card payment provider</strong>, which processes your card payment and screens it for
            fraud.
          </li>
          <li>
            <strong>Our e-mail delivery provider</strong>, which sends the e-mails you receive from us, such
            as sign-in codes, receipts and replies to your requests.
          </li>
          <li>
            <strong>Our hosting provider</strong>, whose data centres run our servers, database and the
            websites we build.
          </li>
          <li>
            <strong>A domain registrar</strong>, when we register a domain for you; registrars need the
            registrant’s contact details by the rules of each domain registry.
          </li>
        </ul>
        <p>
          We may also disclose data where the law requires it, for example to HM Revenue &amp; Customs, or to
          our professional advisers under a duty of confidentiality.
        </p>
        <p>
          Some providers may process data outside the UK. When they do, we make sure it is protected by UK
          adequacy regulations or by the International Data Transfer Agreement or Addendum approved by the
          Information Commissioner.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it secure',
    content: (
      <ul>
        <li>Every page and form on our site is served over an encrypted (https) connection.</li>
        <li>
          Sign-in codes, session tokens and passwords are stored only in hashed form, so a copy of our
          database would not reveal them.
        </li>
        <li>Sign-in attempts and forms are rate-limited to stop automated attacks.</li>
        <li>Access to client data is limited to the staff who need it to deliver your project.</li>
        <li>We keep regular backups and monitor our systems for faults and unauthorised access.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under UK GDPR',
    content: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>Access:</strong> ask for a copy of the personal data we hold about you.
          </li>
          <li>
            <strong>Rectification:</strong> have inaccurate or incomplete data corrected.
          </li>
          <li>
            <strong>Erasure:</strong> ask us to delete your data where we no longer need it or have no lawful
            basis to keep it.
          </li>
          <li>
            <strong>Restriction:</strong> ask us to pause using your data while a concern is looked into.
          </li>
          <li>
            <strong>Portability:</strong> receive data you gave us in a common, machine-readable format, or
            have it sent to another organisation.
          </li>
          <li>
            <strong>Objection:</strong> object to our use of your data based on legitimate interests.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, where we rely on it.
          </li>
        </ul>
        <p>
          To use any of these rights, e-mail{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. There is no charge, and we
          reply within one month. We may ask you to confirm your identity first.
        </p>
        <p>
          If you are unhappy with how we handle your data, please tell us so we can put it right. You also
          have the right to complain to the Information Commissioner’s Office (ICO), the UK data protection
          regulator, at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
            ico.org.uk<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Enquiries and support requests:</strong> up to 2 years after our last contact, so we can
          follow up and answer questions about past requests.
        </li>
        <li>
          <strong>Account, order and project data:</strong> for as long as you are a client, then 6 years
          after our last order or payment, as UK tax and company law require for financial records.
        </li>
        <li>
          <strong>Sign-in codes:</strong> until they are used or expire, a matter of minutes.
        </li>
        <li>
          <strong>Exit-offer e-mail addresses:</strong> up to 12 months.
        </li>
        <li>
          <strong>Server logs:</strong> up to 90 days, unless needed to investigate a security incident.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <>
        <p>
          <strong>We do not use tracking, analytics or advertising cookies</strong>, and we do not let third
          parties track you on our site.
        </p>
        <p>
          To make the site work, we keep a few items in your browser’s local storage. They stay on your device
          and are used only by our site:
        </p>
        <ul>
          <li>
            <strong>Session token</strong> (<code>token</code>): keeps you signed in. It is removed when you
            sign out.
          </li>
          <li>
            <strong>Pending order</strong> (<code>pendingOrder</code>): remembers the website package you
            chose while you sign in and pay. It is removed once your order is placed.
          </li>
          <li>
            <strong>Exit-offer e-mail</strong> (<code>exitIntentEmail</code>): remembers the address you gave
            for the discount codes, so we do not ask again.
          </li>
        </ul>
        <p>
          These items are strictly necessary for features you ask for, so they do not need your consent. You
          can delete them at any time in your browser settings; you will then be signed out.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Our service is meant for businesses and adults. We do not knowingly collect data from anyone under 18.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We will update this policy when the way we handle data changes. The date at the top shows the latest
        version. If a change affects how we use data we already hold about you, we will tell you by e-mail
        first.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <>
        <p>For anything about your personal data, contact us at:</p>
        <CompanyAddress>
          <span className="mt-3 block">
            E-mail: <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
          </span>
        </CompanyAddress>
      </>
    ),
  },
]
