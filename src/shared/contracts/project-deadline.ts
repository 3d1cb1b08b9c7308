import { z } from 'zod/mini'
import { PAUSE_CAUSES } from '../deadline'

/** A project's deadline as both sides see it (shared/deadline.ts), with each stretch the clock stood still. */
export const ProjectDeadlineSchema = z.object({
  dueDate: z.string(),
  businessDays: z.number(),
  daysLeft: z.number(),
  late: z.boolean(),
  pausedDays: z.number(),
  pausedNow: z.nullable(z.object({ cause: z.enum(PAUSE_CAUSES), since: z.string() })),
  pauses: z.array(z.object({ cause: z.enum(PAUSE_CAUSES), from: z.string(), to: z.nullable(z.string()) })),
})
export type ProjectDeadline = z.infer<typeof ProjectDeadlineSchema>
