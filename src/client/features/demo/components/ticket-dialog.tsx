import { Send } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
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
  DialogTrigger,
} from '../../../components/ui/dialog'
import { Field } from '../../../components/ui/field'
import { Input, NativeSelect, Textarea } from '../../../components/ui/input'
import { contractResolver } from '../../../lib/form'
import { toast } from '../../../lib/toast'
import { DEMO_PROJECTS, type DemoTicket } from '../demo-data'
import { PRIORITY_LABELS } from '../../../../shared/states'

interface TicketValues {
  subject: string
  message: string
  priority: DemoTicket['priority']
  projectId: number | null
}

const EMPTY: TicketValues = { subject: '', message: '', priority: 'medium', projectId: null }

/**
 * The dashboard's 'Create Support Ticket' dialog, checked with the real ticket contract. Creating one only adds
 * it to this page's list and confirms with a toast: no call is made.
 */
export function DemoTicketDialog({
  trigger,
  onCreated,
}: {
  trigger: ReactNode
  onCreated: (ticket: Omit<DemoTicket, 'id' | 'status' | 'hoursAgo'>) => void
}) {
  const [open, setOpen] = useState(false)
  const { register, handleSubmit, reset, formState } = useForm<TicketValues>({
    resolver: contractResolver<TicketValues>(CreateDashboardTicketSchema),
    defaultValues: EMPTY,
  })
  const { errors } = formState

  const changeOpen = (next: boolean) => {
    if (!next) reset(EMPTY)
    setOpen(next)
  }

  const onSubmit = handleSubmit((values) => {
    const project = DEMO_PROJECTS.find((p) => p.id === values.projectId)
    onCreated({
      subject: values.subject,
      message: values.message,
      priority: values.priority,
      projectTitle: project?.title ?? null,
    })
    toast({
      title: 'Support Ticket Created! 🎉',
      description:
        'This is a demo, so nothing was sent. In your real dashboard our team replies within 24 hours.',
      variant: 'success',
    })
    changeOpen(false)
  })

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Support Ticket</DialogTitle>
          <DialogDescription>
            Describe what you need and we reply within 24 hours. In this demo nothing is sent.
          </DialogDescription>
        </DialogHeader>
        <form method="post" noValidate className="grid gap-4" onSubmit={onSubmit}>
          <Field label="Subject" error={errors.subject?.message}>
            {(p) => <Input {...p} placeholder="e.g. Update our opening hours" {...register('subject')} />}
          </Field>
          <Field label="Message" error={errors.message?.message}>
            {(p) => <Textarea {...p} rows={5} {...register('message')} />}
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
            <Field label="Project (optional)">
              {(p) => (
                <NativeSelect
                  {...p}
                  {...register('projectId', {
                    setValueAs: (v: string | number | null) => (v ? Number(v) : null),
                  })}
                >
                  <option value="">General Inquiry</option>
                  {DEMO_PROJECTS.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.title}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">
              <Send aria-hidden="true" />
              Create Ticket
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
