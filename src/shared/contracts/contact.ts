import { z } from 'zod/mini'
import { emailField, honeypotField, MULTILINE, optionalText, plainText, requiredText } from './common'
import { defineEndpoint } from './endpoint'

export const BUSINESS_TYPES = [
  { value: 'restaurant', label: 'Restaurant/Food Service' },
  { value: 'retail', label: 'Retail/E-commerce' },
  { value: 'services', label: 'Professional Services' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'fitness', label: 'Fitness/Wellness' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'creative', label: 'Creative/Portfolio' },
  { value: 'nonprofit', label: 'Non-profit' },
  { value: 'other', label: 'Other' },
] as const

export const CONTACT_TIMELINES = [
  { value: 'asap', label: 'ASAP (Rush order - may incur additional fee)' },
  { value: '1-week', label: 'Within 1 week' },
  { value: '2-weeks', label: 'Within 2 weeks' },
  { value: '1-month', label: 'Within 1 month' },
  { value: 'flexible', label: "I'm flexible" },
] as const

export const COUNTRY_CODES = [
  ['+1', 'US/CA'],
  ['+44', 'UK'],
  ['+33', 'FR'],
  ['+49', 'DE'],
  ['+39', 'IT'],
  ['+34', 'ES'],
  ['+31', 'NL'],
  ['+32', 'BE'],
  ['+41', 'CH'],
  ['+43', 'AT'],
  ['+45', 'DK'],
  ['+46', 'SE'],
  ['+47', 'NO'],
  ['+358', 'FI'],
  ['+91', 'IN'],
  ['+86', 'CN'],
  ['+81', 'JP'],
  ['+82', 'KR'],
  ['+61', 'AU'],
  ['+64', 'NZ'],
  ['+55', 'BR'],
  ['+52', 'MX'],
  ['+27', 'ZA'],
  ['+971', 'AE'],
  ['+966', 'SA'],
  ['+65', 'SG'],
  ['+60', 'MY'],
  ['+66', 'TH'],
  ['+84', 'VN'],
  ['+62', 'ID'],
] as const

export const DEFAULT_COUNTRY_CODE = '+1'

export const CreateContactRequestSchema = z.object({
  name: requiredText('Name is required', 200),
  email: emailField(),
  countryCode: z._default(z.string().check(z.trim(), plainText(), z.maxLength(8)), DEFAULT_COUNTRY_CODE),
  phone: optionalText(40),
  businessType: optionalText(60),
  details: requiredText('Project details are required', 20_000, MULTILINE),
  timeline: optionalText(60),
  /** Honeypot: never shown to people. */
  website: honeypotField,
})
export type CreateContactRequest = z.input<typeof CreateContactRequestSchema>
export type CreateContactInput = z.output<typeof CreateContactRequestSchema>

export const CreateContactResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
})
export type CreateContactResponse = z.infer<typeof CreateContactResponseSchema>

export const CreateContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  auth: 'public',
  operationId: 'createContact',
  summary: 'Send the landing page contact form',
  tag: 'public',
  body: CreateContactRequestSchema,
  response: CreateContactResponseSchema,
  errors: [429],
})
