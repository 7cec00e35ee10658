import type { UseFormRegisterReturn } from 'react-hook-form'

import type { Service } from '@/types/payload'

import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'

/**
 * What a field spreads onto its control: react-hook-form's `register(name)`, or only the name while the form's code
 * is still loading (hooks/use-deferred-form.ts).
 */
export type FieldRegistration = Pick<UseFormRegisterReturn, 'name'> &
  Partial<Pick<UseFormRegisterReturn, 'onChange' | 'onBlur' | 'ref'>>

type FieldProps = {
  id: string
  error: string | undefined
  registration: FieldRegistration
  className?: string
  /** The answer saved earlier; react-hook-form reads it from the field as it registers it. */
  defaultValue?: string
}

/** The service choice of the home form and the start step. */
export const ServiceField = ({
  id,
  error,
  registration,
  services,
  defaultValue,
}: FieldProps & { services: readonly Pick<Service, 'slug' | 'name'>[] }) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      What service do you need?
    </label>
    <select
      id={id}
      className={fieldClass(Boolean(error))}
      defaultValue={defaultValue}
      {...errorProps(`${id}-error`, error)}
      {...registration}
    >
      <option value="">Select a service</option>
      {services.map((service) => (
        <option key={service.slug} value={service.slug}>
          {service.name}
        </option>
      ))}
    </select>
    <FieldError id={`${id}-error`} message={error} />
  </div>
)

/** The 5-digit ZIP code of the home form and the start step. */
export const ZipCodeField = ({ id, error, registration, className = '', defaultValue }: FieldProps) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      ZIP code
    </label>
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      className={`${fieldClass(Boolean(error))} ${className}`}
      defaultValue={defaultValue}
      {...errorProps(`${id}-error`, error)}
      {...registration}
    />
    <FieldError id={`${id}-error`} message={error} />
  </div>
)
