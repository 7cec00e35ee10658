import type { ServiceSummary } from '../api/get-services'

type ServiceIconProps = { service: Pick<ServiceSummary, 'iconSvg'>; className?: string }

/**
 * The lucide icon an editor chose for the service, as the CMS draws it (cms/src/fields/icon.ts): the pages do not
 * carry the drawings of every icon an editor might choose. Decorative: the service's name always sits next to it.
 */
export const ServiceIcon = ({ service, className = 'h-6 w-6' }: ServiceIconProps) =>
  service.iconSvg ? (
    // The markup is made by the CMS from lucide's drawings, never typed by an editor.
    <span aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: service.iconSvg }} />
  ) : null
