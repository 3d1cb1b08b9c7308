import type { User } from '../../../../shared/contracts/auth'
import { Badge } from '../../../components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value || '—'} readOnly className="bg-slate-50" />
    </div>
  )
}

/** The account's details and notification preferences, read-only. */
export function SettingsTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>
            To change these details, open a support ticket and we will update them.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <ReadOnly id="settings-first-name" label="First Name" value={user.firstName} />
          <ReadOnly id="settings-last-name" label="Last Name" value={user.lastName} />
          <ReadOnly id="settings-email" label="Email" value={user.email} />
          <ReadOnly id="settings-phone" label="Phone" value={user.phone} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Preferences</CardTitle>
          <CardDescription>How we keep you up to date about your projects.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-slate-200">
            <div className="flex items-center justify-between gap-3 py-3">
              <dt>
                <span className="block font-medium text-slate-900">Email notifications</span>
                <span className="block text-sm text-slate-600">Project updates and invoices by e-mail</span>
              </dt>
              <dd>
                <Badge variant="success">Enabled</Badge>
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3 py-3">
              <dt>
                <span className="block font-medium text-slate-900">SMS notifications</span>
                <span className="block text-sm text-slate-600">Text messages to your phone</span>
              </dt>
              <dd>
                <Badge variant="secondary">Disabled</Badge>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  )
}
