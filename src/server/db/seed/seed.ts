import type { Database } from '../client'
import { coupons } from '../schema/coupons'
import { promotions } from '../schema/marketing'
import { portfolioItems } from '../schema/portfolio'
import { siteSettings } from '../schema/site-settings'
import { DEFAULT_SITE_SETTINGS } from '../../../shared/site-settings-defaults'
import { EXIT_OFFER_COUPONS } from './factories'
import { SEED_PORTFOLIO } from './portfolio-items'

const PROMOTION_DAYS = 7

/**
 * Idempotent seed: rows carry a stable key (or a unique code), so running it again adds nothing and changes
 * nothing an admin has edited since.
 */
export async function seedDatabase(db: Database, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(portfolioItems)
      .values(SEED_PORTFOLIO)
      .onConflictDoNothing({ target: portfolioItems.seedKey })
    await tx.insert(coupons).values(EXIT_OFFER_COUPONS).onConflictDoNothing({ target: coupons.code })
    await tx
      .insert(promotions)
      .values({
        seedKey: 'launch-15',
        title: '15% off your website',
        discountPercent: 15,
        couponCode: 'SAVE15',
        startsAt: now,
        endsAt: new Date(now.getTime() + PROMOTION_DAYS * 24 * 3600_000),
      })
      .onConflictDoNothing({ target: promotions.seedKey })
    // The settings as the site stated them in code; the chat number stays CHAT_NUMBER's until an admin saves one.
    const { chatNumber: _chatNumber, ...settings } = DEFAULT_SITE_SETTINGS
    await tx
      .insert(siteSettings)
      .values({ id: 1, values: settings })
      .onConflictDoNothing({ target: siteSettings.id })
  })
}
