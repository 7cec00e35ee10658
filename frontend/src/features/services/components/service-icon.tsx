import { CmsIcon } from '@/components/ui/cms-icon'

import type { ServiceSummary } from '../api/get-services'

type ServiceIconProps = { service: Pick<ServiceSummary, 'iconSvg'>; className?: string }

/** The lucide icon an editor chose for the service; the service's name always sits next to it. */
export const ServiceIcon = ({ service, className = 'h-6 w-6' }: ServiceIconProps) => (
  <CmsIcon svg={service.iconSvg} className={className} />
)
