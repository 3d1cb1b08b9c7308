import { ORDER_BUSINESS_TYPES } from '../../../../shared/contracts/orders'
import { type ProjectSetupFields, SETUP_FIELD_LABELS } from '../../../../shared/contracts/projects'
import { businessTypeLabel } from '../../../lib/business-type'

export type SetupFieldName = keyof ProjectSetupFields

export interface SetupField {
  name: SetupFieldName
  label: string
  multiline?: boolean
  type?: 'email' | 'tel' | 'text'
  autoComplete?: string
  placeholder?: string
  hint?: string
  optional?: boolean
  /** A choice of these instead of free text; the first option, with an empty value, stands for none. */
  options?: readonly { value: string; label: string }[]
}

export interface SetupGroup {
  id: 'company' | 'contact' | 'design' | 'content'
  title: string
  description: string
  fields: SetupField[]
}

/** The requirements form's four groups, in order; the design group also holds the logo picker. */
export const SETUP_GROUPS: SetupGroup[] = [
  {
    id: 'company',
    title: 'Company information',
    description: 'Who you are and what you do, in your own words.',
    fields: [
      { name: 'companyName', label: SETUP_FIELD_LABELS.companyName, autoComplete: 'organization' },
      {
        name: 'businessType',
        label: SETUP_FIELD_LABELS.businessType,
        optional: true,
        options: [
          { value: '', label: 'Choose your business type' },
          ...ORDER_BUSINESS_TYPES.map((value) => ({ value, label: businessTypeLabel(value) })),
        ],
      },
      {
        name: 'companyUSP',
        label: SETUP_FIELD_LABELS.companyUSP,
        placeholder: 'e.g. Family-run bakery baking everything fresh every morning since 1998',
      },
      {
        name: 'shortDescription',
        label: SETUP_FIELD_LABELS.shortDescription,
        multiline: true,
        hint: 'One or two sentences for the top of your home page (at least 10 characters).',
      },
      {
        name: 'longDescription',
        label: SETUP_FIELD_LABELS.longDescription,
        multiline: true,
        hint: 'Your story, services and what customers should know (at least 50 characters).',
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact information',
    description: 'How customers reach you; shown on your site.',
    fields: [
      {
        name: 'businessEmail',
        label: SETUP_FIELD_LABELS.businessEmail,
        type: 'email',
        autoComplete: 'email',
      },
      { name: 'businessPhone', label: SETUP_FIELD_LABELS.businessPhone, type: 'tel', autoComplete: 'tel' },
      {
        name: 'businessAddress',
        label: SETUP_FIELD_LABELS.businessAddress,
        multiline: true,
        autoComplete: 'street-address',
      },
    ],
  },
  {
    id: 'design',
    title: 'Design preferences',
    description: 'The look you have in mind.',
    fields: [
      {
        name: 'preferredColors',
        label: SETUP_FIELD_LABELS.preferredColors,
        placeholder: 'e.g. navy blue and warm orange',
      },
      {
        name: 'logoDescription',
        label: SETUP_FIELD_LABELS.logoDescription,
        multiline: true,
        optional: true,
        hint: 'No logo yet? Describe what you would like.',
      },
      {
        name: 'similarWebsites',
        label: SETUP_FIELD_LABELS.similarWebsites,
        multiline: true,
        optional: true,
        hint: 'Addresses of sites whose style you like, and what you like about them.',
      },
    ],
  },
  {
    id: 'content',
    title: 'Content and structure',
    description: 'What your site needs to say and do.',
    fields: [
      {
        name: 'pagesNeeded',
        label: SETUP_FIELD_LABELS.pagesNeeded,
        multiline: true,
        placeholder: 'e.g. Home, About, Menu, Gallery, Contact',
      },
      {
        name: 'targetAudience',
        label: SETUP_FIELD_LABELS.targetAudience,
        placeholder: 'e.g. local families and office workers',
      },
      {
        name: 'callToAction',
        label: SETUP_FIELD_LABELS.callToAction,
        placeholder: 'e.g. Order a cake online, Book a table, Call us',
      },
      {
        name: 'specificRequirements',
        label: SETUP_FIELD_LABELS.specificRequirements,
        multiline: true,
        optional: true,
      },
      {
        name: 'socialMediaLinks',
        label: SETUP_FIELD_LABELS.socialMediaLinks,
        multiline: true,
        optional: true,
        hint: 'One address per line.',
      },
    ],
  },
]

export const EMPTY_SETUP: Record<SetupFieldName, string> = {
  companyName: '',
  businessType: '',
  companyUSP: '',
  shortDescription: '',
  longDescription: '',
  businessEmail: '',
  businessPhone: '',
  businessAddress: '',
  preferredColors: '',
  logoDescription: '',
  pagesNeeded: '',
  similarWebsites: '',
  specificRequirements: '',
  targetAudience: '',
  callToAction: '',
  socialMediaLinks: '',
}
