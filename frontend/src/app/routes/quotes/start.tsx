import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { StartStep } from '@/features/quote-wizard/components/start-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'
import { servicesLoader, useServices } from '@/features/services/api/get-services'

const QuoteStartPage = () => {
  const services = useServices()
  return (
    <WizardLayout step="Start">
      <StartStep services={services} />
    </WizardLayout>
  )
}

export const route: RouteModule = {
  loader: servicesLoader,
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
