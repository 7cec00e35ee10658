import { Link } from '@/components/ui/link'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { paths } from '@/config/paths'

import type { ServiceSummary } from '../api/get-services'
import { ServiceIcon } from './service-icon'

type ServiceCardProps = {
  service: ServiceSummary
  /** The card opens the page, its picture the largest above the fold. */
  priority?: boolean
  /** The level its name's heading takes under the page's headings: h3 under a section's h2, h2 straight under the h1. */
  heading?: 'h2' | 'h3'
}

/** The card's picture spans the card, less its padding, in the grids of 1, 2 and 3 columns. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw'

/** A service's card: the whole card links to the service page; it shows the image if present, else the icon. */
export const ServiceCard = ({ service, priority = false, heading: Heading = 'h3' }: ServiceCardProps) => (
  <Link
    to={paths.service(service.slug)}
    className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
  >
    {service.imageResponsive ? (
      <ResponsiveImage
        image={service.imageResponsive}
        sizes={CARD_IMAGE_SIZES}
        priority={priority}
        className="mb-4 aspect-video w-full rounded-lg object-cover"
      />
    ) : (
      <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ServiceIcon service={service} className="h-6 w-6" />
      </span>
    )}
    <Heading className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
      {service.name}
    </Heading>
    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      Get Quotes
      <span aria-hidden="true">→</span>
    </span>
  </Link>
)
