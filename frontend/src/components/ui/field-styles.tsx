import type { ComponentProps } from 'react'

/** The look of form controls, shared by the wizard, the home form and the admin sign-in. */
export const fieldClass = (invalid: boolean): string =>
  `block w-full rounded-md border bg-white px-3 py-3 text-base text-slate-900 ${
    invalid ? 'border-red-700' : 'border-slate-400'
  }`

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800'

type FieldErrorProps = { id: string; message: string | undefined }

/** The message under a field; the field points at it with aria-describedby. */
export const FieldError = ({ id, message }: FieldErrorProps) =>
  message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null

/** aria-invalid and aria-describedby for a field whose message sits in the element with `errorId`. */
export const errorProps = (errorId: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}

type TextFieldProps = { id: string; label: string; error: string | undefined } & Omit<
  ComponentProps<'input'>,
  'id' | 'className'
>

/**
 * A labelled text input with its message under it, tied to it for screen readers. The rest of the props go to the
 * input: spread react-hook-form's `register(name)` into it (React 19 passes its `ref` along).
 */
export const TextField = ({ id, label, error, ...input }: TextFieldProps) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
    <input id={id} className={fieldClass(Boolean(error))} {...errorProps(`${id}-error`, error)} {...input} />
    <FieldError id={`${id}-error`} message={error} />
  </div>
)

/** Why a form was refused as a whole (not one field), under its fields, announced as it appears; nothing without one. */
export const FormAlert = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  ) : null
