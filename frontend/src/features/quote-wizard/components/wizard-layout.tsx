import type { ReactNode } from 'react'

import { ClientOnly } from '@/components/layout/client-only'
import { Toasts } from '@/components/ui/toast-viewport'

import { WizardProgress, type WizardStep } from './wizard-progress'

type WizardLayoutProps = {
  step: WizardStep
  children: ReactNode
  /**
   * False for a step that renders on the server itself and reads session storage only once the page is live (the
   * start step).
   */
  clientOnly?: boolean
}

/**
 * A wizard page: the progress markers, then the step, and the toast viewport. A step reads the browser's session storage, so unless it
 * renders on the server itself, the server (and the hydrating render) shows a light shell and the step appears once
 * the page is live.
 */
export const WizardLayout = ({ step, children, clientOnly = true }: WizardLayoutProps) => (
  <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
    <WizardProgress current={step} />
    <div className="mt-8 sm:mt-10">
      {clientOnly ? (
        <ClientOnly
          fallback={
            <p role="status" className="py-16 text-center text-slate-600">
              Loading...
            </p>
          }
        >
          {children}
        </ClientOnly>
      ) : (
        children
      )}
    </div>
    {/* The wizard's steps are the only public pages that show toasts; elsewhere the viewport's code stays out of
        the page (0.2-0.3 KB of every marketing page's 100 KB budget). */}
    <Toasts />
  </div>
)
