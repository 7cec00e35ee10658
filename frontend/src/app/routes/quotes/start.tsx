import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { StartStep } from '@/features/quote-wizard/components/start-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'
import { serviceFiguresLoader, useServiceFigures } from '@/features/services/api/get-service-figures'
import { servicesLoader, useServices } from '@/features/services/api/get-services'

const QuoteStartPage = () => {
  const services = useServices()
  const serviceFigures = useServiceFigures()
  return (
    <WizardLayout step="Start">
      <StartStep services={services} serviceFigures={serviceFigures} />
    </WizardLayout>
  )
}

export const route: RouteModule = {
  loader: async (args) => {
    await Promise.all([servicesLoader(args), serviceFiguresLoader(args)])
    return null
  },
  handle: {
    head: ({ site }) => ({
      title: `Get Free Quotes: Start | ${site.companyName}`,
      description:
        'Start your free quote request: confirm your ZIP code and compare up to three pre-screened local contractors.',
      path: paths.quotes.start,
    }),
  } satisfies HeadHandle<null>,
  Component: QuoteStartPage,
}
