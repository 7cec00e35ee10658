/**
 * The Payload panel's sidebar groups. Payload lists groups in the order their first collection has in the config,
 * so payload.config.ts lists the content first and users last.
 */
export const ADMIN_GROUPS = {
  content: 'Content',
  marketplace: 'Marketplace',
  leads: 'Leads',
  settings: 'Settings',
} as const
