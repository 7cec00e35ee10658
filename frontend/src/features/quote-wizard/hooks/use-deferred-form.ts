import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { FieldRegistration } from '../components/lead-fields'

/** What the form uses of a react-hook-form control (`createFormControl`). */
export type DeferredControl<TValues extends FieldValues, TOutput> = Pick<
  UseFormReturn<TValues, unknown, TOutput>,
  'register' | 'handleSubmit' | 'subscribe'
>

/**
 * A react-hook-form form whose control (react-hook-form, the zod resolver and the schema) loads on first use
 * rather than with the page: they weigh more than the page itself (a public page may load 100 KB of script).
 * Until then the server-rendered form is plain HTML that takes input as usual; the control then registers the very
 * same elements, reading what was typed, so nothing is swapped under the visitor's hands. A submit that comes
 * first waits for it. Validation is react-hook-form's own: on submit, then again on each change, focusing the
 * first invalid field.
 */
export const useDeferredForm = <TValues extends FieldValues, TOutput>(
  load: () => Promise<DeferredControl<TValues, TOutput>>,
  onValid: (values: TOutput) => void,
) => {
  const [control, setControl] = useState<DeferredControl<TValues, TOutput>>()
  const [errors, setErrors] = useState<FieldErrors<TValues>>({})
  const [isWaiting, setIsWaiting] = useState(false)
  const loading = useRef<Promise<void>>(undefined)

  const attach = (): Promise<void> =>
    (loading.current ??= load().then(
      // Committed at once, so the fields are registered when the promise settles.
      (loaded) => flushSync(() => setControl(loaded)),
      (error: unknown) => {
        loading.current = undefined
        throw error
      },
    ))

  useEffect(
    () =>
      control?.subscribe({
        formState: { errors: true },
        callback: (state) => setErrors(state.errors ?? {}),
      }),
    [control],
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (control) {
      void control.handleSubmit(onValid)(event)
      return
    }
    event.preventDefault()
    const form = event.currentTarget
    setIsWaiting(true)
    void attach()
      .then(() => form.requestSubmit())
      .finally(() => setIsWaiting(false))
  }

  const register = (name: Path<TValues>): FieldRegistration => (control ? control.register(name) : { name })

  // Loading as soon as the visitor is in the form keeps the wait out of the first submit.
  const prefetch = () => void attach().catch(() => undefined)

  return { errors, isWaiting, register, onSubmit, prefetch }
}
