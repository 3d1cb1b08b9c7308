import type { portfolioItems } from '../schema/portfolio'

/** The studio's showcase: each item has a screenshot in public/portfolio and a browsable copy in public/showcase. */
export const SEED_PORTFOLIO: Array<typeof portfolioItems.$inferInsert & { seedKey: string }> = [
  {
    seedKey: 'ember-table',
    title: 'Ember & Table Bistro',
    category: 'Restaurant',
    description:
      'Seasonal menu, online table bookings and a private-dining enquiry form for a neighbourhood bistro.',
    featured: true,
  },
  {
    seedKey: 'northgate-legal',
    title: 'Northgate Legal',
    category: 'Legal',
    description:
      'A calm, trustworthy site for a family law practice, with practice areas and a consultation request form.',
    featured: true,
  },
  {
    seedKey: 'pulse-fitness',
    title: 'Pulse Fitness Studio',
    category: 'Fitness',
    description: 'Class timetable, membership plans and trainer profiles for a boutique gym.',
    featured: true,
  },
  {
    seedKey: 'willow-realty',
    title: 'Willow Lane Realty',
    category: 'Real Estate',
    description:
      'Featured listings, neighbourhood guides and a valuation request for an independent estate agent.',
    featured: true,
  },
  {
    seedKey: 'bright-smile',
    title: 'Bright Smile Dental',
    category: 'Healthcare',
    description: 'Treatments, fees and new-patient registration for a two-surgery dental clinic.',
    featured: true,
  },
  {
    seedKey: 'loom-thread',
    title: 'Loom & Thread',
    category: 'E-commerce',
    description:
      'A small online shop for handwoven homeware, with product pages, a basket and card checkout.',
    featured: true,
  },
  {
    seedKey: 'harbor-consulting',
    title: 'Harbor Consulting',
    category: 'Consulting',
    description: 'Services, case studies and a booking page for an operations consultancy.',
    featured: false,
  },
  {
    seedKey: 'maya-chen',
    title: 'Maya Chen Photography',
    category: 'Portfolio',
    description:
      'A full-bleed gallery portfolio with wedding and portrait packages for a freelance photographer.',
    featured: false,
  },
].map((item, position) => ({
  ...item,
  position,
  imageUrl: `/portfolio/${item.seedKey}.jpg`,
  websiteUrl: `/showcase/${item.seedKey}/`,
}))
