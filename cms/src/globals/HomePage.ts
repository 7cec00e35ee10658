import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditor } from '../access/isEditor'
import { iconFields } from '../fields/icon'
import { ADMIN_GROUPS } from '../collections/admin-groups'
import { imageField, responsiveImageField } from '../fields/image'
import { invalidatePublicPagesOfGlobal } from '../hooks/invalidatePublicPages'

/** The home page's own copy; its figures come from the site settings and its service cards from the services. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home Page',
  admin: {
    group: ADMIN_GROUPS.content,
    description: "The home page's hero, testimonials and reasons to choose us.",
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [invalidatePublicPagesOfGlobal] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
        imageField('image', 'The illustration beside the quote form'),
        responsiveImageField('image'),
      ],
    },
    {
      name: 'testimonials',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Testimonial', plural: 'Testimonials' },
      fields: [
        { name: 'quote', type: 'textarea', required: true, maxLength: 600 },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
            {
              name: 'city',
              type: 'text',
              required: true,
              maxLength: 80,
              admin: { width: '50%', description: 'e.g. Austin, TX' },
            },
          ],
        },
      ],
    },
    {
      name: 'reasons',
      label: 'Why choose us',
      type: 'array',
      maxRows: 6,
      labels: { singular: 'Reason', plural: 'Reasons' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
        ...iconFields({ name: 'icon', description: 'A lucide icon name, e.g. shield-check' }),
      ],
    },
    {
      name: 'callToAction',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
  ],
}
