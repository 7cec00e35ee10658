import type { Field } from 'payload'

type SeoOptions = {
  /** Location pages have always been listed by their SEO title, so there it is required. */
  titleRequired?: boolean
}

/**
 * What search engines and social previews show of a page: its title, description and picture. Each one left empty
 * falls back to a value the page computes (its name and summary, the site's default social image). An unnamed group:
 * the fields are the document's own (`metaTitle`, ...), shown together under "SEO" in the panel.
 */
export const seoFields = ({ titleRequired = false }: SeoOptions = {}): Field => ({
  type: 'group',
  label: 'SEO',
  admin: { description: 'Leave a field empty to use what the page shows by default.' },
  fields: [
    {
      name: 'metaTitle',
      label: 'Meta title',
      type: 'text',
      required: titleRequired,
      maxLength: 200,
      admin: { description: 'The browser tab and search result title' },
    },
    {
      name: 'metaDescription',
      label: 'Meta description',
      type: 'textarea',
      maxLength: 320,
      admin: { description: 'The search result summary; about 155 characters show' },
    },
    {
      name: 'metaImage',
      label: 'Social image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown when the page is shared; 1200 × 630 is made from it' },
    },
  ],
})
