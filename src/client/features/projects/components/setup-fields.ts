import { ORDER_BUSINESS_TYPES } from '../../../../shared/contracts/orders'
import type { ProjectSetupFields } from '../../../../shared/contracts/projects'
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
      { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
      {
        name: 'businessType',
        label: 'Business type',
        optional: true,
        options: [
          { value: '', label: 'Choose your business type' },
          ...ORDER_BUSINESS_TYPES.map((value) => ({ value, label: businessTypeLabel(value) })),
        ],
      },
      {
        name: 'companyUSP',
        label: 'What makes your company unique?',
        placeholder: 'e.g. Family-run bakery baking everything fresh every morning since 1998',
      },
      {
        name: 'shortDescription',
        label: 'Short description',
        multiline: true,
        hint: 'One or two sentences for the top of your home page (at least 10 characters).',
      },
      {
        name: 'longDescription',
        label: 'Long description',
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
      { name: 'businessEmail', label: 'Business email', type: 'email', autoComplete: 'email' },
      { name: 'businessPhone', label: 'Business phone', type: 'tel', autoComplete: 'tel' },
      { name: 'businessAddress', label: 'Business address', multiline: true, autoComplete: 'street-address' },
    ],
  },
  {
    id: 'design',
    title: 'Design preferences',
    description: 'The look you have in mind.',
    fields: [
      { name: 'preferredColors', label: 'Preferred colors', placeholder: 'e.g. navy blue and warm orange' },
      {
        name: 'logoDescription',
        label: 'Logo notes',
        multiline: true,
        optional: true,
        hint: 'No logo yet? Describe what you would like.',
      },
      {
        name: 'similarWebsites',
        label: 'Websites you like',
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
        label: 'Pages needed',
        multiline: true,
        placeholder: 'e.g. Home, About, Menu, Gallery, Contact',
      },
      {
        name: 'targetAudience',
        label: 'Target audience',
        placeholder: 'e.g. local families and office workers',
      },
      {
        name: 'callToAction',
        label: 'Main call to action',
        placeholder: 'e.g. Order a cake online, Book a table, Call us',
      },
      { name: 'specificRequirements', label: 'Specific requirements', multiline: true, optional: true },
      {
        name: 'socialMediaLinks',
        label: 'Social media links',
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
