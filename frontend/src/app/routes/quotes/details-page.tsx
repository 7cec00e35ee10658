import { ProjectDetailsStep } from '@/features/quote-wizard/components/project-details-step'
import { WizardLayout } from '@/features/quote-wizard/components/wizard-layout'

/** Loaded on demand (route `lazy`): the wizard's forms and zod stay out of the marketing pages' bundle. */
export const Component = () => (
  <WizardLayout step="Details">
    <ProjectDetailsStep />
  </WizardLayout>
)
