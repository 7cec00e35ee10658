import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { isStaffField } from '../access/isStaff'
import { imageField } from '../fields/image'
import { ADMIN_GROUPS } from '../collections/admin-groups'
import { invalidatePublicPagesOfGlobal } from '../hooks/invalidatePublicPages'
import { DEFAULT_CHECKS_STATEMENT } from './checks-statement'

const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'pinterest', 'tiktok'] as const

const figure = (name: string, label: string, description: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  maxLength: 40,
  admin: { description },
})

/**
 * The company's own details and the marketing figures every page quotes: the header, footer, home, contact,
 * privacy and terms pages read them from here.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site Settings',
  admin: {
    group: ADMIN_GROUPS.settings,
    description: "The company's contact details, footer text and the figures every page quotes.",
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [invalidatePublicPagesOfGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'companyName', type: 'text', required: true, maxLength: 80 },
            {
              type: 'row',
              fields: [
                { name: 'contactEmail', type: 'email', required: true, admin: { width: '50%' } },
                {
                  name: 'phone',
                  type: 'text',
                  required: true,
                  maxLength: 40,
                  admin: { width: '50%', description: 'As people read it, e.g. (555) 123-4567' },
                },
              ],
            },
            {
              name: 'phoneHours',
              type: 'text',
              maxLength: 120,
              admin: {
                description: 'When the phone is answered, e.g. Monday to Friday, 9:00 a.m. to 6:00 p.m. ET',
              },
            },
            {
              name: 'address',
              type: 'textarea',
              required: true,
              maxLength: 300,
              admin: { description: 'The office address, one line per row' },
            },
            {
              name: 'socialLinks',
              type: 'array',
              maxRows: SOCIAL_PLATFORMS.length,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'select',
                      required: true,
                      options: SOCIAL_PLATFORMS.map((value) => ({ label: value, value })),
                      admin: { width: '30%' },
                    },
                    { name: 'url', type: 'text', required: true, maxLength: 300, admin: { width: '70%' } },
                  ],
                },
              ],
            },
            {
              name: 'footerText',
              type: 'textarea',
              required: true,
              maxLength: 300,
              admin: { description: 'The line under the logo in the footer' },
            },
            {
              name: 'checksStatement',
              type: 'textarea',
              required: true,
              maxLength: 300,
              defaultValue: DEFAULT_CHECKS_STATEMENT,
              admin: {
                description:
                  'What exactly is checked about every contractor shown, in one sentence: the select step and the location pages say it. Keep it true: only contractors with a verified, unexpired licence and insurance are offered.',
              },
            },
            imageField('logo', 'The company logo; the header shows the name in text when there is none'),
            imageField(
              'defaultSocialImage',
              'Shown when a service, cost guide, article or location page with no picture of its own is shared',
            ),
          ],
        },
        {
          label: 'Team',
          description:
            'Where the marketplace tells the team about work waiting for it. Never shown on the site.',
          fields: [
            {
              name: 'staffNotificationEmail',
              type: 'email',
              access: { read: isStaffField },
              admin: {
                description:
                  'Told of each deletion request and each request that needs attention; none when empty',
              },
            },
          ],
        },
        {
          label: 'Figures',
          description: 'The marketing figures the pages quote, written as they are shown.',
          fields: [
            {
              name: 'figures',
              type: 'group',
              label: false,
              fields: [
                {
                  type: 'row',
                  fields: [
                    figure('projectsCompleted', 'Projects completed', 'e.g. 50,000+'),
                    figure('averageRating', 'Average rating', 'Out of 5, e.g. 4.8/5'),
                    figure('customerSatisfaction', 'Customer satisfaction', 'e.g. 95%'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    figure('averageSaving', 'Average saving', 'e.g. 20%'),
                    figure('contractorResponse', 'Contractor response within', 'e.g. 24 hours'),
                    figure('quotesWithin', 'Quotes within', 'e.g. 24-48 hours'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    figure('typicalPrice', 'Typical project price', 'In dollars, e.g. $5,000 - $25,000'),
                    figure('typicalDuration', 'Typical project duration', 'e.g. 2-6 weeks'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
