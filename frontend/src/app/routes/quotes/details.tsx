import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import {
  PROJECT_DETAILS_TITLE,
  ProjectDetailsStep,
} from '@/features/quote-wizard/components/project-details-step'
import { LoadingShell, WizardLayout } from '@/features/quote-wizard/components/wizard-layout'

const QuoteDetailsPage = () => (
  <WizardLayout step="Details" shell={<LoadingShell title={PROJECT_DETAILS_TITLE} />}>
    <ProjectDetailsStep />
  </WizardLayout>
)

// A form over answers kept in the browser: nothing to load on the server.
export const route: RouteModule = {
  handle: {
    head: ({ site }) => ({
      title: `${PROJECT_DETAILS_TITLE} | ${site.companyName}`,
      description:
        'Share your contact details and what your project involves so contractors can prepare quotes.',
      path: paths.quotes.details,
      robots: 'noindex',
    }),
  } satisfies HeadHandle,
  Component: QuoteDetailsPage,
}
