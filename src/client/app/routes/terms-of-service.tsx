import { COMPANY } from '../../../shared/marketing'
import { PageShell } from '../../components/page-shell'
import { LegalDocument } from '../../features/legal/components/legal-document'
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../../features/legal/terms-sections'
import { pageDataClientLoader, pageDataLoader } from '../page-data'
import { LIVE_PATHS } from '../pages'

/** The answers the page shows, read on the server as it renders the page. */
export const loader = pageDataLoader(LIVE_PATHS['/terms-of-service']!)
/** A move here in the browser reads the same answers from the API, without waiting for the server. */
export const clientLoader = pageDataClientLoader(LIVE_PATHS['/terms-of-service']!)

export default function TermsPage() {
  return (
    <PageShell>
      <LegalDocument
        title="Terms of Service"
        updated={TERMS_LAST_UPDATED}
        sections={TERMS_SECTIONS}
        intro={
          <p>
            The agreement between you and {COMPANY.legalName} when you order a website from us: what we build,
            when, for how much, and what happens if something goes wrong.
          </p>
        }
      />
    </PageShell>
  )
}
