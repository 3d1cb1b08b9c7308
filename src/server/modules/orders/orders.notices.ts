import type { AppContext } from '../../context'
import { MARKETING_CACHE_PREFIX, recentOrdersChanged } from '../marketing'

/** Per app: a recent-orders notice being sent, and whether another paid order asked for one meanwhile. */
const noticesUnderWay = new WeakMap<AppContext, { again: boolean }>()

/** The least time between two recent-orders notices to the other instances. */
const NOTICE_GAP_MS = 250

/**
 * After a paid order: the recent-orders cache is dropped here at once, and on the other instances through a
 * database notice. A burst of orders shares the notices: while one is being sent, and for NOTICE_GAP_MS after
 * it, the orders paid meanwhile ask for one more after that (each order is followed by a notice sent after its
 * commit), not one each.
 */
export function recentOrdersChangedSoon(ctx: AppContext) {
  ctx.cache.drop(`${MARKETING_CACHE_PREFIX}recent-orders`)
  const underWay = noticesUnderWay.get(ctx)
  if (underWay) {
    underWay.again = true
    return
  }
  const state = { again: false }
  noticesUnderWay.set(ctx, state)
  const send = (): void => {
    state.again = false
    void recentOrdersChanged(ctx)
      .catch((err) => ctx.log.warn({ err }, 'cache drop failed'))
      .finally(() => {
        if (state.again) setTimeout(send, NOTICE_GAP_MS).unref()
        else noticesUnderWay.delete(ctx)
      })
  }
  send()
}
