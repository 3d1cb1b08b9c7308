import { describe, expect, it } from 'vitest'
import { DEFAULT_PUBLIC_SITE_SETTINGS, DEFAULT_SITE_SETTINGS } from '../site-settings-defaults'
import { claimFigure, SiteSettingsSchema, trustClaims } from './site-settings'

describe('claimFigure', () => {
  it('rounds down to two significant digits with a plus, and states small counts exactly', () => {
    expect(
      [0, 7, 10, 19, 99, 100, 537, 999, 1_200, 1_299, 12_345, 1_234_567].map((n) => claimFigure(n)),
    ).toEqual([
      '0',
      '7',
      '10+',
      '19+',
      '99+',
      '100+',
      '530+',
      '990+',
      '1,200+',
      '1,200+',
      '12,000+',
      '1,200,000+',
    ])
  })
})

describe('the default settings', () => {
  it('pass their own schema and state what the site stated before they could be edited', () => {
    expect(SiteSettingsSchema.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(true)
    expect(trustClaims(DEFAULT_SITE_SETTINGS.trustBar, 0)).toEqual(DEFAULT_PUBLIC_SITE_SETTINGS.trustBar)
    expect(DEFAULT_PUBLIC_SITE_SETTINGS.guaranteeDays).toBe(DEFAULT_SITE_SETTINGS.guaranteeDays)
    expect(DEFAULT_PUBLIC_SITE_SETTINGS.chatNumber).toBe('442045771290')
  })
})
