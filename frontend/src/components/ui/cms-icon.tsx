type CmsIconProps = { svg: string | null | undefined; className?: string }

/**
 * A lucide icon an editor chose, as the CMS draws it (cms/src/fields/icon.ts): the pages do not carry the drawings
 * of every icon an editor might choose. Decorative: a name or title always sits next to it.
 */
export const CmsIcon = ({ svg, className = 'h-6 w-6' }: CmsIconProps) =>
  svg ? (
    // The markup is made by the CMS from lucide's drawings, never typed by an editor.
    <span aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : null
