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
