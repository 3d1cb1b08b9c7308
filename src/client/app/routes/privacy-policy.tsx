import { COMPANY } from '../../../shared/marketing'
import { PageShell } from '../../components/page-shell'
import { LegalDocument } from '../../features/legal/components/legal-document'
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../../features/legal/privacy-sections'

export default function PrivacyPolicyPage() {
  return (
    <PageShell>
      <LegalDocument
        title="Privacy Policy"
        updated={PRIVACY_LAST_UPDATED}
        sections={PRIVACY_SECTIONS}
        intro={
          <p>
            How {COMPANY.legalName} collects, uses and protects your personal data when you visit our site,
            contact us or order a website, and the rights you have over it.
          </p>
        }
      />
    </PageShell>
  )
}
