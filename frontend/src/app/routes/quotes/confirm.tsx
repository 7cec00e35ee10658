import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { CONFIRM_TITLE, ConfirmStep } from '@/features/quote-wizard/components/confirm-step'
import { LoadingShell, WizardLayout } from '@/features/quote-wizard/components/wizard-layout'
import { servicesLoader, useServices } from '@/features/services/api/get-services'

const QuoteConfirmPage = () => {
  const services = useServices()
  return (
    <WizardLayout step="Confirm" shell={<LoadingShell title={CONFIRM_TITLE} />}>
      <ConfirmStep services={services} />
    </WizardLayout>
  )
}

export const route: RouteModule = {
  loader: servicesLoader,
  handle: {
    head: ({ site }) => ({
      title: `${CONFIRM_TITLE} | ${site.companyName}`,
      description:
        'Review your project details and send your free quote request to the contractors you chose.',
      path: paths.quotes.confirm,
      robots: 'noindex',
    }),
  } satisfies HeadHandle<null>,
  Component: QuoteConfirmPage,
}
