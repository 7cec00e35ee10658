import { useId } from 'react'
import { useNavigate } from 'react-router-dom'

import { buttonClass } from '@/components/ui/button'
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
  /** The service already chosen: the one a service or city page is about. */
  service?: string
  /** The ZIP code already filled in: one in the city a page is about. */
  zipCode?: string
  /** The button's words, where the page's call to action has its own. */
  submitLabel?: string
}

/**
 * The home page's form: a service and a ZIP code start the quote wizard. The heroes of the service, cost guide and city
 * pages carry it too, with what they are about already chosen.
 */
export const HomeLeadForm = ({
  services,
  service,
  zipCode,
  submitLabel = 'Get Free Quotes',
}: HomeLeadFormProps) => {
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
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={prefetch}
        onPointerDown={prefetch}
        aria-label="Get free quotes"
        className="grid gap-4 rounded-xl bg-white p-4 text-left text-slate-900 shadow-lg sm:p-6 md:grid-cols-[2fr_1fr_auto] md:items-start"
      >
        <ServiceField
          id={serviceId}
          services={services}
          defaultValue={service}
          error={errors.serviceSlug?.message}
          registration={register('serviceSlug')}
        />
        <ZipCodeField
          id={zipId}
          defaultValue={zipCode}
          error={errors.zipCode?.message}
          registration={register('zipCode')}
        />
        <button type="submit" disabled={isWaiting} className={`${buttonClass()} md:mt-6`}>
          {submitLabel}
        </button>
      </form>
      {/* In the colour of the band the form sits on. */}
      <p className="mt-3 text-sm font-medium">Free · No obligation · about 2 minutes</p>
    </>
  )
}
