import type { QueryKey } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { SendNotificationSchema } from '../../../../shared/contracts/admin-projects'
import { NOTIFICATION_TYPE_LABELS } from '../../../../shared/states'
import { ConfirmStep } from '../../../components/confirm-step'
import { FormDialog, SubmitButton } from '../../../components/form-dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { contractResolver, showSubmitError } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useAdminStats } from '../../../hooks/use-admin-stats'
import { useSendNotification } from '../api/send-notification'
import type { NotificationRecipient } from './send-notification-dialog'

/** The types an admin sends (payment notices come from the server alone). */
const TYPES = ['admin', 'order_update', 'system', 'promotion'] as const
type SentType = (typeof TYPES)[number]

interface Values {
  userId: number | null
  projectId: number | null
  title: string
  message: string
  type: SentType
}

/** 'Send Notification': to one client from their project or the users list, or a broadcast to all. */
export function SendNotificationDialog({
  recipient,
  onOpenChange,
  projectKey,
}: {
  /** The dialog is open while a recipient is set. */
  recipient: NotificationRecipient | null
  onOpenChange: (open: boolean) => void
  /** The query key of a project's record in the list that offers the dialog, read again after a note about it. */
  projectKey?: (projectId: number) => QueryKey
}) {
  return (
    <FormDialog
      open={recipient !== null}
      onOpenChange={onOpenChange}
      title="Send Notification"
      description={
        <>
          {recipient?.kind === 'customer'
            ? `To ${recipient.name}${recipient.projectTitle ? `, about ${recipient.projectTitle}` : ''}: shown in their dashboard and e-mailed.`
            : 'A broadcast to every customer, shown in their dashboards.'}
        </>
      }
    >
      {recipient && (
        <NotificationForm recipient={recipient} projectKey={projectKey} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  )
}

function NotificationForm({
  recipient,
  projectKey,
  onDone,
}: {
  recipient: NotificationRecipient
  projectKey: ((projectId: number) => QueryKey) | undefined
  onDone: () => void
}) {
  const mutation = useSendNotification(projectKey)
  const form = useForm<Values>({
    defaultValues: {
      userId: recipient.kind === 'customer' ? recipient.userId : null,
      projectId: recipient.kind === 'customer' ? (recipient.projectId ?? null) : null,
      title: '',
      message: '',
      type: 'admin',
    },
    resolver: contractResolver<Values>(SendNotificationSchema),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form

  // A broadcast reaches every customer and cannot be called back: it asks first, saying to how many.
  const everyone = recipient.kind === 'everyone'
  const customers = useAdminStats({ enabled: everyone }).data?.totalUsers
  const [confirming, setConfirming] = useState<Values | null>(null)
  const onSubmit = handleSubmit((body) => (everyone ? setConfirming(body) : send(body)))
  const send = (body: Values) =>
    mutation.mutate(body, {
      onSuccess: ({ sent }) => {
        toast({
          title: 'Notification Sent!',
          description:
            recipient.kind === 'customer'
              ? `${recipient.name} has been notified.`
              : `Sent to ${sent} customer${sent === 1 ? '' : 's'}.`,
          variant: 'success',
        })
        onDone()
      },
      onError: (err) => {
        setConfirming(null)
        showSubmitError(form, err, 'The notification could not be sent. Please try again.')
      },
    })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} autoComplete="off" />}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(p) => <Textarea {...p} {...register('message')} rows={4} />}
      </Field>
      <Field label="Type" error={errors.type?.message}>
        {(p) => (
          <NativeSelect {...p} {...register('type')}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {NOTIFICATION_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {confirming ? (
        <ConfirmStep
          title={
            customers === undefined
              ? 'Send this to every customer?'
              : `Send this to all ${customers} customer${customers === 1 ? '' : 's'}?`
          }
          confirmLabel="Send to everyone"
          pending={mutation.isPending}
          pendingText="Sending…"
          onConfirm={() => send(confirming)}
          onBack={() => setConfirming(null)}
        >
          <p>
            “{confirming.title}” appears in every customer&apos;s dashboard at once. A notification cannot be
            called back.
          </p>
        </ConfirmStep>
      ) : (
        <SubmitButton
          pending={mutation.isPending}
          icon={<Send aria-hidden="true" />}
          pendingLabel="Sending the notification"
          pendingText="Sending…"
        >
          Send Notification
        </SubmitButton>
      )}
    </form>
  )
}
