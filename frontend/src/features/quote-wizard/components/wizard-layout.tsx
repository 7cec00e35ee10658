import type { ReactNode } from 'react'

import { ClientOnly } from '@/components/layout/client-only'
import { Toasts } from '@/components/ui/toast-viewport'

import { stepHeadingClass } from './step-heading'
import { WizardProgress, type WizardStep } from './wizard-progress'

type WizardLayoutProps = {
  step: WizardStep
  children: ReactNode
  /**
   * What the server (and the hydrating render) shows of a step that reads session storage: a LoadingShell, or the
   * step's own. Omitted for a step that renders on the server itself and reads session storage only once the page
   * is live (the start step).
   */
  shell?: ReactNode
}

/** A step's shell: its heading and a "Loading..." line. */
export const LoadingShell = ({ title }: { title: string }) => (
  <>
    <h1 className={stepHeadingClass}>{title}</h1>
    <p role="status" className="py-16 text-center text-slate-600">
      Loading...
    </p>
  </>
)

/**
 * A wizard page: the progress markers, then the step, and the toast viewport. A step reads the browser's session
 * storage, so unless it renders on the server itself, the server (and the hydrating render) shows its shell and the
 * step appears once the page is live. Such a step's area is at least a screen tall, shell and step alike: the footer
 * starts below the first screen either way, so it does not jump down when the step replaces its shell.
 */
export const WizardLayout = ({ step, children, shell }: WizardLayoutProps) => (
  <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
    <WizardProgress current={step} />
    {shell ? (
      <div className="mt-8 min-h-screen sm:mt-10">
        <ClientOnly fallback={shell}>{children}</ClientOnly>
      </div>
    ) : (
      <div className="mt-8 sm:mt-10">{children}</div>
    )}
    {/* The wizard's steps are the only public pages that show toasts; elsewhere the viewport's code stays out of
        the page (0.2-0.3 KB of every marketing page's 100 KB budget). */}
    <Toasts />
  </div>
)
