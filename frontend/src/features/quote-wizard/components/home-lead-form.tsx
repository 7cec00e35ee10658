import { useId } from 'react'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { mergeLeadData } from '@/lib/lead-data'
import type { Service } from '@/types/payload'

import type { HomeLead } from '@contracts/quote-request'

import { useDeferredForm } from '../hooks/use-deferred-form'
import { loadHomeLeadControl } from '../utils/lead-form-loaders'
import { ServiceField, ZipCodeField } from './lead-fields'

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

  const onValid = (values: HomeLead) => {
    mergeLeadData({ serviceSlug: values.serviceSlug, zipCode: values.zipCode })
    void navigate(paths.quotes.start)
  }
  const { errors, isWaiting, register, onSubmit, prefetch } = useDeferredForm(loadHomeLeadControl, onValid)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetch}
      onPointerDown={prefetch}
      aria-label="Get free quotes"
      className="grid gap-4 rounded-xl bg-white p-4 text-left shadow-lg sm:p-6 md:grid-cols-[2fr_1fr_auto] md:items-start"
    >
      <ServiceField
        id={serviceId}
        services={services}
        error={errors.serviceSlug?.message}
        registration={register('serviceSlug')}
      />
      <ZipCodeField id={zipId} error={errors.zipCode?.message} registration={register('zipCode')} />
      <button
        type="submit"
        disabled={isWaiting}
        className="rounded-md bg-accent-600 px-6 py-3 text-base font-semibold text-white hover:bg-accent-700 disabled:opacity-70 md:mt-6"
      >
        Get Free Quotes
      </button>
    </form>
  )
}
