import { ConfirmStep } from '@/features/quote-wizard/components/confirm-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'
import { useServices } from '@/features/services/api/get-services'

/** Loaded on demand (route `lazy`): the wizard's code stays out of the marketing pages' bundle. */
export const Component = () => {
  const services = useServices()
  return (
    <WizardLayout step="Confirm">
      <ConfirmStep services={services} />
    </WizardLayout>
  )
}
