import {
  Bell,
  Globe,
  Images,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MessageSquare,
  ScrollText,
  Settings,
} from 'lucide-react'
import { ComingLater } from '../../../features/admin/components/coming-later'
import type { AdminSection } from '../../routes'
import type { AdminSectionProps } from './section-props'

/** The admin panel's sections that later releases bring, said plainly. */
const LATER: Partial<Record<AdminSection, { title: string; about: string; icon: LucideIcon }>> = {
  domains: {
    title: 'Domain requests',
    icon: Globe,
    about: 'Domains customers asked for at checkout, waiting to be registered by hand at a registrar.',
  },
  portfolio: {
    title: 'Portfolio',
    icon: Images,
    about: 'Add and remove the showcase items shown on the landing page and the portfolio page.',
  },
  coupons: {
    title: 'Coupon requests',
    icon: Mail,
    about: 'E-mail addresses that asked for the exit-offer coupon codes.',
  },
  support: {
    title: 'Support tickets',
    icon: LifeBuoy,
    about: 'Customer tickets with their priority, to acknowledge, resolve and answer.',
  },
  contacts: {
    title: 'Contact submissions',
    icon: MessageSquare,
    about: 'Project enquiries sent from the landing page contact form.',
  },
  notifications: {
    title: 'Notifications',
    icon: Bell,
    about: 'Notifications sent to clients, and whether they read them.',
  },
  audit: {
    title: 'Audit log',
    icon: ScrollText,
    about: 'Every change an admin made, with who, when and what.',
  },
  settings: {
    title: 'Site settings',
    icon: Settings,
    about: 'The claims, guarantee and company details the site shows.',
  },
}

export default function AdminLaterSection({ section }: AdminSectionProps) {
  const later = LATER[section]
  if (!later) return null
  return <ComingLater icon={later.icon} title={later.title} about={later.about} />
}
