import { Check, Copy, ExternalLink, Eye, EyeOff, PartyPopper } from 'lucide-react'
import { useState } from 'react'
import type { Project } from '../../../../shared/contracts/projects'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../lib/toast'

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast({ title: 'Copied', description: `${what} copied to the clipboard.` })
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Your browser did not allow copying. Please select the text and copy it.',
      variant: 'destructive',
    })
  }
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [done, setDone] = useState(false)
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`Copy ${what}`}
      onClick={() => {
        void copy(text, what).then(() => {
          setDone(true)
          setTimeout(() => setDone(false), 1500)
        })
      }}
    >
      {done ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  )
}

function Row({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  const [shown, setShown] = useState(false)
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-center">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900">
          {secret && !shown ? '••••••••' : value}
        </code>
        {secret && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        )}
        <CopyButton text={value} what={label} />
      </dd>
    </div>
  )
}

function SiteLink({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  )
}

/** A delivered project's access details: links, admin and FTP logins (passwords hidden until asked), notes. */
export function DeliveryAccess({ project }: { project: Project }) {
  const rows: Array<[string, string | null, boolean]> = [
    ['Admin username', project.adminUsername, false],
    ['Admin password', project.adminPassword, true],
    ['FTP host', project.ftpHost, false],
    ['FTP username', project.ftpUsername, false],
    ['FTP password', project.ftpPassword, true],
  ]
  return (
    <section
      aria-label={`${project.title}: your website is live`}
      className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <PartyPopper className="size-5" aria-hidden="true" />
        Your website is live!
      </p>
      <div className="flex flex-wrap gap-2">
        {project.websiteUrl && <SiteLink href={project.websiteUrl}>Visit Live Site</SiteLink>}
        {project.adminUrl && <SiteLink href={project.adminUrl}>Admin Panel</SiteLink>}
      </div>
      <dl className="grid gap-2">
        {rows.map(([label, value, secret]) =>
          value ? <Row key={label} label={label} value={value} secret={secret} /> : null,
        )}
      </dl>
      {project.deliveryNotes && (
        <div>
          <p className="text-sm font-medium text-slate-900">Delivery notes</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
            {project.deliveryNotes}
          </p>
        </div>
      )}
    </section>
  )
}
