import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/lifecycle'
import type { OrderDetails } from '../../../shared/contracts/orders'
import type { ProjectSetupFields } from '../../../shared/contracts/projects'

/** The stages a sample's project can stand at, in the lifecycle's order: every status but payment_pending and cancelled. */
export type SampleStage = Exclude<ProjectStatus, 'payment_pending' | 'cancelled'>
export const SAMPLE_STAGES = PROJECT_STATUSES.filter(
  (s): s is SampleStage => s !== 'payment_pending' && s !== 'cancelled',
)

/** One sample customer: who they are, what they ordered, and how far their project has come. */
export interface SampleCustomer {
  firstName: string
  lastName: string
  email: string
  order: OrderDetails
  billing: { name: string; company: string; address: string }
  /** Where the project stands once seeded; every step before it is taken through the product's own services. */
  status: SampleStage
  /** The requirements form as the customer filled it in (not used for requirements_needed). */
  requirements: ProjectSetupFields
  /** The portfolio picture shown as their design samples. */
  image: string
}

function requirements(
  company: string,
  what: string,
  audience: string,
  colors: string,
  pages: string,
  email: string,
): ProjectSetupFields {
  return {
    companyName: company,
    companyUSP: `${company}: ${what}, run by people who know their neighbours by name.`,
    shortDescription: `${company} — ${what}.`,
    longDescription: `${company} has served the neighbourhood for years: ${what}. We want a site that shows who we are, answers the questions we hear every day and makes it easy to get in touch.`,
    businessEmail: email,
    businessPhone: '+44 20 7946 0000',
    businessAddress: '12 High Street, London N1 2AB',
    preferredColors: colors,
    pagesNeeded: pages,
    targetAudience: audience,
    callToAction: 'Get in touch',
  }
}

/**
 * The sample customers of a new development database, one per stage of the lifecycle, so a newcomer finds a
 * project in every column of the admin's panel. Their addresses are at example.com (reserved, never delivered);
 * a newcomer signs in as one with the code the development mailbox shows.
 */
export const SAMPLE_CUSTOMERS: readonly SampleCustomer[] = [
  {
    firstName: 'Olivia',
    lastName: 'Hart',
    email: 'olivia.hart@example.com',
    order: {
      title: 'Harbor Consulting',
      businessType: 'services',
      description: 'A calm, credible site for a two-partner consultancy.',
      extraPages: 3,
      selectedAddons: ['advanced-seo', 'analytics'],
      domain: 'harbor-consulting-sample.com',
    },
    billing: {
      name: 'Olivia Hart',
      company: 'Harbor Consulting Ltd',
      address: '4 Dock Road, Bristol BS1 4RT',
    },
    status: 'delivered',
    requirements: requirements(
      'Harbor Consulting',
      'strategy advice for small manufacturers',
      'Owners of manufacturing firms with 10-50 staff',
      'Navy and sand',
      'Home, Services, Case studies, About, Contact',
      'hello@harbor-consulting-sample.com',
    ),
    image: '/portfolio/harbor-consulting.jpg',
  },
  {
    firstName: 'Marcus',
    lastName: 'Reid',
    email: 'marcus.reid@example.com',
    order: {
      title: 'Pulse Fitness Studio',
      businessType: 'fitness',
      description: 'Class timetable and memberships for a boutique gym.',
      timeline: 'rush',
      extraPages: 2,
      selectedAddons: ['ecommerce', 'live-chat'],
    },
    billing: { name: 'Marcus Reid', company: 'Pulse Fitness', address: '' },
    status: 'completed',
    requirements: requirements(
      'Pulse Fitness Studio',
      'small-group strength and conditioning classes',
      'Busy professionals aged 25-45 who want coached sessions',
      'Black and electric lime',
      'Home, Classes, Timetable, Memberships, Coaches, Contact, Blog',
      'team@pulse-fitness-sample.com',
    ),
    image: '/portfolio/pulse-fitness.jpg',
  },
  {
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@example.com',
    order: {
      title: 'Northgate Legal',
      businessType: 'services',
      description: 'A practice site for a family law firm.',
      extraPages: 5,
      selectedAddons: ['advanced-seo', 'blog', 'multi-language'],
      couponCodes: ['SAVE15'],
    },
    billing: { name: 'Priya Shah', company: 'Northgate Legal LLP', address: '9 Gate Street, Leeds LS1 3AE' },
    status: 'awaiting_approval',
    requirements: requirements(
      'Northgate Legal',
      'family law advice with fixed fees',
      'Parents and couples going through separation',
      'Deep green and warm grey',
      'Home, Services, Fees, Team, Guides, Contact',
      'office@northgate-legal-sample.com',
    ),
    image: '/portfolio/northgate-legal.jpg',
  },
  {
    firstName: 'Tom',
    lastName: 'Becker',
    email: 'tom.becker@example.com',
    order: {
      title: 'Ember & Table Bistro',
      businessType: 'restaurant',
      description: 'Menus, bookings and private dining.',
      extraPages: 1,
      selectedAddons: ['blog'],
    },
    billing: { name: 'Tom Becker', company: 'Ember & Table', address: '' },
    status: 'under_development',
    requirements: requirements(
      'Ember & Table Bistro',
      'seasonal plates cooked over an open fire',
      'Locals booking dinner and groups planning a celebration',
      'Charcoal, ember orange and cream',
      'Home, Menus, Private dining, About, Book a table',
      'bookings@ember-table-sample.com',
    ),
    image: '/portfolio/ember-table.jpg',
  },
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara.okafor@example.com',
    order: {
      title: 'Loom & Thread',
      businessType: 'retail',
      description: 'An online shop for handwoven textiles.',
      extraPages: 4,
      selectedAddons: ['ecommerce', 'analytics'],
      couponCodes: ['FREEPAGES10', 'SAVE15'],
    },
    billing: { name: 'Amara Okafor', company: 'Loom & Thread', address: '' },
    status: 'design_selected',
    requirements: requirements(
      'Loom & Thread',
      'handwoven throws and cushions from our own studio',
      'Home-makers who buy fewer, better things',
      'Undyed wool, indigo and rust',
      'Home, Shop, Our studio, Care guide, Contact',
      'shop@loom-thread-sample.com',
    ),
    image: '/portfolio/loom-thread.jpg',
  },
  {
    firstName: 'James',
    lastName: 'Whitfield',
    email: 'james.whitfield@example.com',
    order: {
      title: 'Bright Smile Dental',
      businessType: 'healthcare',
      description: 'A friendly site for a family dental practice.',
      extraPages: 2,
      selectedAddons: ['logo-design'],
    },
    billing: { name: 'James Whitfield', company: 'Bright Smile Dental Care', address: '' },
    status: 'samples_ready',
    requirements: requirements(
      'Bright Smile Dental',
      'gentle family dentistry and same-week appointments',
      'Families and nervous patients in the area',
      'Mint, white and soft navy',
      'Home, Treatments, Prices, Team, New patients, Contact',
      'reception@bright-smile-sample.com',
    ),
    image: '/portfolio/bright-smile.jpg',
  },
  {
    firstName: 'Sofia',
    lastName: 'Lind',
    email: 'sofia.lind@example.com',
    order: {
      title: 'Willow Lane Realty',
      businessType: 'real-estate',
      description: 'Listings and valuations for an independent agent.',
      timeline: 'rush',
      extraPages: 6,
      selectedAddons: ['advanced-seo', 'analytics'],
    },
    billing: { name: 'Sofia Lind', company: 'Willow Lane Realty', address: '' },
    status: 'pending_design',
    requirements: requirements(
      'Willow Lane Realty',
      'homes sold and let by one independent agency',
      'Home-owners thinking of selling and first-time buyers',
      'Sage green and white',
      'Home, Buy, Sell, Let, Valuation, About, Contact',
      'hello@willow-lane-sample.com',
    ),
    image: '/portfolio/willow-realty.jpg',
  },
  {
    firstName: 'Daniel',
    lastName: 'Moreau',
    email: 'daniel.moreau@example.com',
    order: {
      title: 'Moreau Photography',
      businessType: 'creative',
      description: 'A portfolio for a wedding photographer.',
      selectedAddons: ['email-marketing'],
    },
    billing: { name: 'Daniel Moreau', company: '', address: '' },
    status: 'requirements_needed',
    requirements: requirements(
      'Moreau Photography',
      'documentary wedding photography',
      'Couples planning a wedding',
      'Black and white',
      'Home, Portfolio, Prices, About, Contact',
      'daniel@moreau-photo-sample.com',
    ),
    image: '/portfolio/maya-chen.jpg',
  },
]
