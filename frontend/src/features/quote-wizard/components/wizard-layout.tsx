import type { ReactNode } from 'react'

import { ClientOnly } from '@/components/layout/client-only'

import { WizardProgress, type WizardStep } from './wizard-progress'

type WizardLayoutProps = { step: WizardStep; children: ReactNode }

/**
 * A wizard page: the progress markers, then the step. The step reads the browser's session storage, so the
 * server (and the hydrating render) shows a light shell and the step appears once the page is live.
 */
export const WizardLayout = ({ step, children }: WizardLayoutProps) => (
  <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
    <WizardProgress current={step} />
    <div className="mt-8 sm:mt-10">
      <ClientOnly
        fallback={
          <p role="status" className="py-16 text-center text-slate-600">
            Loading...
          </p>
        }
      >
        {children}
      </ClientOnly>
    </div>
  </div>
)
