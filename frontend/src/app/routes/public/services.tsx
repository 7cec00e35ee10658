import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { servicesLoader, useServices } from '@/features/services/api/get-services'
import { ServiceCard } from '@/features/services/components/service-card'

const ServicesPage = () => {
  const services = useServices()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">All Services</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Whatever your home improvement project, we connect you with pre-screened local contractors. Choose a
        service to learn more and get free quotes.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <li key={service.id}>
            <ServiceCard service={service} priority={index === 0} heading="h2" />
          </li>
        ))}
      </ul>
    </div>
  )
}

export const route: RouteModule = {
  loader: servicesLoader,
  handle: {
    head: ({ site }) => ({
      title: `All Services | ${site.companyName}`,
      description:
        'Browse every home improvement service we cover, from kitchen remodeling to pest control, and get free quotes from pre-screened local contractors.',
      path: paths.services,
    }),
  } satisfies HeadHandle<null>,
  Component: ServicesPage,
}
