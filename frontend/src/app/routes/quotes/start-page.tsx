import { StartStep } from '@/features/quote-wizard/components/start-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'
import { useServices } from '@/features/services/api/get-services'

/** Loaded on demand (route `lazy`): the wizard's forms and zod stay out of the marketing pages' bundle. */
export const Component = () => {
  const services = useServices()
  return (
    <WizardLayout step="Start">
      <StartStep services={services} />
    </WizardLayout>
  )
}
