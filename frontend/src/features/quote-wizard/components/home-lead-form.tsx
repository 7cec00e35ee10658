import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { mergeLeadData } from '@/lib/session-storage'
import type { Service } from '@/types/payload'

import { type HomeLead, homeLeadSchema } from '@contracts/quote-request'

import { fieldClass } from './field-styles'

type HomeLeadFormProps = {
  /** The services to choose from; the page passes them in so this feature does not reach into another. */
  services: readonly Pick<Service, 'slug' | 'name'>[]
}

/** SPEC §2 home form: a service and a ZIP code start the quote wizard. */
export const HomeLeadForm = ({ services }: HomeLeadFormProps) => {
  const navigate = useNavigate()
  const id = useId()
  const serviceId = `${id}-service`
  const zipId = `${id}-zip`
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(homeLeadSchema),
    defaultValues: { serviceSlug: '', zipCode: '' },
  })

  const onSubmit = (values: HomeLead) => {
    mergeLeadData({ serviceSlug: values.serviceSlug, zipCode: values.zipCode })
    void navigate(paths.quotes.start)
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Get free quotes"
      className="grid gap-4 rounded-xl bg-white p-4 text-left shadow-lg sm:p-6 md:grid-cols-[2fr_1fr_auto] md:items-start"
    >
      <div>
        <label htmlFor={serviceId} className="mb-1 block text-sm font-medium text-slate-800">
          What service do you need?
        </label>
        <select
          id={serviceId}
          aria-invalid={errors.serviceSlug ? true : undefined}
          aria-describedby={errors.serviceSlug ? `${serviceId}-error` : undefined}
          className={fieldClass(Boolean(errors.serviceSlug))}
          {...register('serviceSlug')}
        >
          <option value="">Select a service</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.name}
            </option>
          ))}
        </select>
        {errors.serviceSlug?.message ? (
          <p id={`${serviceId}-error`} className="mt-1 text-sm text-red-700">
            {errors.serviceSlug.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={zipId} className="mb-1 block text-sm font-medium text-slate-800">
          ZIP code
        </label>
        <input
          id={zipId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          aria-invalid={errors.zipCode ? true : undefined}
          aria-describedby={errors.zipCode ? `${zipId}-error` : undefined}
          className={fieldClass(Boolean(errors.zipCode))}
          {...register('zipCode')}
        />
        {errors.zipCode?.message ? (
          <p id={`${zipId}-error`} className="mt-1 text-sm text-red-700">
            {errors.zipCode.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-md bg-accent-600 px-6 py-3 text-base font-semibold text-white hover:bg-accent-700 disabled:opacity-70 md:mt-6"
      >
        Get Free Quotes
      </button>
    </form>
  )
}
