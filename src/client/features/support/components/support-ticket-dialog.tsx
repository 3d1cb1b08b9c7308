import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  type CreateDashboardTicket,
  CreateDashboardTicketSchema,
  DASHBOARD_TICKET_PRIORITIES,
} from '../../../../shared/contracts/support-tickets'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { Spinner } from '../../../components/ui/spinner'
import { applyServerErrors, contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { useCreateDashboardTicket } from '../api/create-dashboard-ticket'
import { SUPPORT_HOURS, SUPPORT_RESPONSE_HOURS } from '../../../../shared/marketing'
import { PRIORITY_LABELS } from '../../../../shared/states'

interface TicketFormValues {
  subject: string
  message: string
  priority: (typeof DASHBOARD_TICKET_PRIORITIES)[number]
  projectId: number | null
}

const EMPTY: TicketFormValues = { subject: '', message: '', priority: 'medium', projectId: null }

/**
 * The dashboard's support ticket: subject, message, priority (medium unless chosen) and, optionally, a project.
 * `onCreate` takes the checked ticket instead of the server (the demo dashboard keeps it on its page and says so);
 * the dialog then closes as it does once a ticket is sent.
 */
export function SupportTicketDialog({
  open,
  onOpenChange,
  projects,
  onCreate,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The customer's projects the ticket may be about. */
  projects: ReadonlyArray<{ id: number; title: string }>
  onCreate?: (ticket: CreateDashboardTicket) => void
}) {
  const form = useForm<TicketFormValues>({
    resolver: contractResolver<TicketFormValues>(CreateDashboardTicketSchema),
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, reset, formState } = form
  const { errors } = formState
  const mutation = useCreateDashboardTicket()

  const onSubmit = handleSubmit((values) => {
    if (onCreate) {
      onCreate(values as CreateDashboardTicket)
      reset(EMPTY)
      onOpenChange(false)
      return
    }
    mutation.mutate(values as CreateDashboardTicket, {
      onSuccess: (res) => {
        const hours = res.responseHours || 24
        toast({
          title: 'Support Ticket Created! 🎉',
          description: `We'll reply within ${hours} hours.`,
          variant: 'success',
        })
        reset(EMPTY)
        onOpenChange(false)
      },
      onError: (err) => {
        if (applyServerErrors(form, err)) return
        toast({
          title: 'Error',
          description: 'Failed to create support ticket. Please try again.',
          variant: 'destructive',
        })
      },
    })
  })

  const pending = mutation.isPending
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Support Ticket</DialogTitle>
          <DialogDescription>
            Tell us what you need. We reply within {SUPPORT_RESPONSE_HOURS.medium} hours, sooner for high (
            {SUPPORT_RESPONSE_HOURS.high}) and urgent ({SUPPORT_RESPONSE_HOURS.urgent}) requests, in our hours
            ({SUPPORT_HOURS}).
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
          <Field label="Subject" error={errors.subject?.message}>
            {(p) => (
              <Input {...p} required placeholder="Brief description of your issue" {...register('subject')} />
            )}
          </Field>
          <Field label="Message" error={errors.message?.message}>
            {(p) => (
              <Textarea
                {...p}
                required
                rows={5}
                placeholder="Describe your issue or question in detail"
                {...register('message')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Priority" error={errors.priority?.message}>
              {(p) => (
                <NativeSelect {...p} {...register('priority')}>
                  {DASHBOARD_TICKET_PRIORITIES.map((v) => (
                    <option key={v} value={v}>
                      {PRIORITY_LABELS[v]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Related project (optional)" error={errors.projectId?.message}>
              {(p) => (
                <NativeSelect
                  {...p}
                  {...register('projectId', {
                    setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                  })}
                >
                  <option value="">General question</option>
                  {projects.map((pr) => (
                    <option key={pr.id} value={pr.id}>
                      {pr.title}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? (
                <Spinner label="Creating the ticket" className="[&>span:first-child]:size-4" />
              ) : (
                <Send aria-hidden="true" />
              )}
              Create Ticket
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
