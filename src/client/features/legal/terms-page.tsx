import { PageShell } from '../../components/page-shell'

export default function Page() {
  return (
    <PageShell>
      <h1 className="p-8 text-3xl font-bold">terms-page</h1>
    </PageShell>
  )
}
