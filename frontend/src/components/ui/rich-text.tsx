/**
 * Rich text an editor wrote in the CMS, as the server turned it into HTML (cms/src/endpoints/public-pages/rich-text-html.ts: Payload's
 * converters escape the text and sanitise link URLs). Styled by `.rich-text` in styles.css.
 */
export const RichText = ({ html, className = '' }: { html: string; className?: string }) => (
  <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
)
