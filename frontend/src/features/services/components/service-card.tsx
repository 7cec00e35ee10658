import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'

import type { ServiceSummary } from '../api/get-services'
import { ServiceIcon } from './service-icon'

type ServiceCardProps = { service: ServiceSummary }

/** SPEC §2 service card: the whole card links to the service page. */
export const ServiceCard = ({ service }: ServiceCardProps) => (
  <Link
    to={paths.service(service.slug)}
    className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
  >
    {typeof service.image === 'object' && service.image?.url ? (
      <img
        src={service.image.url}
        alt={service.name}
        loading="lazy"
        className="mb-4 aspect-video w-full rounded-lg object-cover"
      />
    ) : (
      <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <ServiceIcon service={service} className="h-6 w-6" />
      </span>
    )}
    <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{service.name}</h3>
    <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
      Get Quotes
      <span aria-hidden="true">→</span>
    </span>
  </Link>
)
