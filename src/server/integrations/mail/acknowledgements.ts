import type { AppContext } from '../../context'

/** Acknowledgements (contact, support) one address receives in a day at most. */
export const ACKNOWLEDGEMENTS_PER_DAY = 3

/**
 * Whether a form's acknowledgement may go to this unproven address: at most three a day, so nobody can use the
 * forms to fill a stranger's inbox. The request itself is kept and the studio notified either way. Counted
 * before the caller's transaction (the counter is its own write).
 */
export async function mayAcknowledge(ctx: AppContext, email: string): Promise<boolean> {
  const { allowed } = await ctx.rateLimiter.hit(email, {
    name: 'acknowledgement-mail',
    max: ACKNOWLEDGEMENTS_PER_DAY,
    windowMs: 24 * 3600_000,
  })
  if (!allowed) ctx.log.info({ event: 'ack.capped' }, 'acknowledgement not sent: daily cap for this address')
  return allowed
}
