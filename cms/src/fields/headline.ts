import type { Field } from 'payload'

import { slugField } from './slug'

/** What a written piece (an article, a cost guide) is listed by: its title, its URL segment and its excerpt. */
export const headlineFields = (): Field[] => [
  { name: 'title', type: 'text', required: true, maxLength: 200 },
  slugField({ from: 'title' }),
  { name: 'excerpt', type: 'textarea', required: true, maxLength: 500 },
]
