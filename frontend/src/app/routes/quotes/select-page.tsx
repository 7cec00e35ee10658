import { SelectContractorsStep } from '@/features/quote-wizard/components/select-contractors-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'

/** Loaded on demand (route `lazy`): the wizard's code stays out of the marketing pages' bundle. */
export const Component = () => (
  <WizardLayout step="Select">
    <SelectContractorsStep />
  </WizardLayout>
)
