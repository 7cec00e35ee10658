import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import {
  SelectContractorsShell,
  SelectContractorsStep,
} from '@/features/quote-wizard/components/select-contractors-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'

const QuoteSelectPage = () => (
  <WizardLayout step="Select" shell={<SelectContractorsShell />}>
    <SelectContractorsStep />
  </WizardLayout>
)

// The contractor list depends on answers kept in the browser, so it is fetched there, not by a loader.
export const route: RouteModule = {
  handle: {
    head: ({ site }) => ({
      title: `Select Contractors to Compare | ${site.companyName}`,
      description: 'Choose up to three pre-screened, top-rated contractors to get free quotes from.',
      path: paths.quotes.select,
      robots: 'noindex',
    }),
  } satisfies HeadHandle,
  Component: QuoteSelectPage,
}
