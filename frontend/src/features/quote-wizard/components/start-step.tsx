import { type ReactNode, useId, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useHydrated } from '@/hooks/use-hydrated'
import { formatDuration, formatPriceRange } from '@/lib/format'
import { mergeLeadData } from '@/lib/lead-data'
import { type SiteSettings, useSiteSettings } from '@/lib/site-settings'
import { takeQuoteIntent } from '@/lib/quote-intent'
import type { Service } from '@/types/payload'

import type { HomeLead } from '@contracts/quote-request'

import { useDeferredForm } from '../hooks/use-deferred-form'
import { loadHomeLeadControl, loadZipCodeControl } from '../utils/lead-form-loaders'
import { ServiceField, ZipCodeField } from './lead-fields'
import { StepHeading } from './step-heading'

/** A service's own price range and typical duration, from the CMS. */
type ServiceFigures = Pick<Service, 'slug' | 'priceLow' | 'priceHigh' | 'durationLow' | 'durationHigh'>

type StartStepProps = {
  /** The CMS's services, passed in by the page, to name the saved service. */
  services: readonly Pick<Service, 'slug' | 'name'>[]
  /** Each service's figures, passed in by the page, to show those of the saved service. */
  serviceFigures: readonly ServiceFigures[]
}

/**
 * The step's figures: the chosen service's own price range and duration, as its page shows them, or the site
 * settings' typical ones while no service is chosen.
 */
const expectations = (figures: SiteSettings['figures'], service: ServiceFigures | undefined) => [
  {
    label: 'Typical price range',
    value: service ? formatPriceRange(service.priceLow, service.priceHigh) : figures.typicalPrice,
  },
  {
    label: 'Average duration',
    value: service ? formatDuration(service.durationLow, service.durationHigh) : figures.typicalDuration,
  },
  { label: 'Average savings', value: figures.averageSaving },
  { label: 'Contractor response', value: `Within ${figures.contractorResponse}` },
]

type GivenAnswerProps = {
  /** What the answer is, as the field asking for it would say ("ZIP code"). */
  label: string
  value: string
  onChange: () => void
  children?: ReactNode
}

/** An answer given earlier (the home form, a service or city page), shown with a way to change it, not asked again. */
const GivenAnswer = ({ label, value, onChange, children }: GivenAnswerProps) => (
  <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 sm:max-w-sm">
    <p className="text-slate-800">
      {label} <span className="ml-1 font-semibold text-slate-900">{value}</span>
    </p>
    <Button variant="secondary" size="sm" onClick={onChange}>
      Change<span className="sr-only"> {label}</span>
    </Button>
    {children}
  </div>
)

type StartFormProps = {
  id: string
  services: readonly Pick<Service, 'slug' | 'name'>[]
  /** The saved service, when the visitor chose one earlier (home form): then only the ZIP code is asked. */
  service: Pick<Service, 'slug' | 'name'> | undefined
  /** The saved service's slug, which the service field starts with when the visitor changes it. */
  savedServiceSlug: string | undefined
  onChangeService: () => void
  savedZipCode: string | undefined
  /** The visitor came to change the ZIP code (from a later step): it is asked even when one is saved. */
  changeZipCode: boolean
}

/** The step's form: the service when none is saved yet, and the ZIP code. */
const StartForm = ({
  id,
  services,
  service,
  savedServiceSlug,
  onChangeService,
  savedZipCode,
  changeZipCode,
}: StartFormProps) => {
  const navigate = useNavigate()
  // React Router keys the entry the visitor arrived on 'default' (also when they come back to it): the browser's
  // previous entry is then another site, or none, so Back goes to the home page instead.
  const openedHere = useLocation().key === 'default'
  // Opened straight from the header's "Get Free Quotes": the service is asked here, or the next step has none.
  const needsService = !service

  const onValid = (values: HomeLead) => {
    mergeLeadData({
      zipCode: values.zipCode,
      ...(values.serviceSlug ? { serviceSlug: values.serviceSlug } : {}),
    })
    void navigate(paths.quotes.select)
  }
  // With a saved service only the ZIP code is checked; without one, the service is asked for here too.
  const { errors, register, onSubmit, prefetch } = useDeferredForm(
    needsService ? loadHomeLeadControl : loadZipCodeControl,
    onValid,
  )

  const goBack = () => {
    if (openedHere) void navigate(paths.home)
    else void navigate(-1)
  }

  const serviceId = `${id}-service`
  const zipId = `${id}-zip`

  // A ZIP code given earlier (the home form, a city page) is shown, not asked again, until the visitor changes it
  // or the server refuses it.
  const [changingZipCode, setChangingZipCode] = useState(changeZipCode || !savedZipCode)
  const zipCodeConfirmed = !changingZipCode && !errors.zipCode
  const changeZip = () => {
    flushSync(() => setChangingZipCode(true))
    document.getElementById(zipId)?.focus()
  }

  return (
    <form
      noValidate
      aria-label="Confirm your project location"
      onSubmit={onSubmit}
      onFocus={prefetch}
      onPointerDown={prefetch}
      className="mt-8 grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {service ? (
        <GivenAnswer label="Service" value={service.name} onChange={onChangeService} />
      ) : (
        <ServiceField
          id={serviceId}
          services={services}
          defaultValue={savedServiceSlug}
          error={errors.serviceSlug?.message}
          registration={register('serviceSlug')}
        />
      )}
      {zipCodeConfirmed && savedZipCode ? (
        <GivenAnswer label="ZIP code" value={savedZipCode} onChange={changeZip}>
          {/* The form still sends it; the field comes back with it when it is changed or refused. */}
          <input type="hidden" id={zipId} defaultValue={savedZipCode} {...register('zipCode')} />
        </GivenAnswer>
      ) : (
        <ZipCodeField
          id={zipId}
          className="sm:max-w-48"
          error={errors.zipCode?.message}
          defaultValue={savedZipCode}
          registration={register('zipCode')}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={goBack}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}

/**
 * The wizard's step 1: names the project and confirms the ZIP code. The saved answers live in session storage, which the
 * server cannot read: the server (and the hydrating render) show the step as for a visitor with nothing saved, so
 * the page is complete from its first paint, and the saved answers (with what the link that opened the wizard
 * carried) are read once it is live; the form then starts again with them.
 */
export const StartStep = ({ services, serviceFigures }: StartStepProps) => {
  const id = useId()
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const saved = useMemo(() => (hydrated ? takeQuoteIntent(searchParams) : {}), [hydrated, searchParams])
  const service = services.find((candidate) => candidate.slug === saved.serviceSlug)
  const { figures } = useSiteSettings()
  // Changing the service asks for it with the form that checks it (a new one), starting from the saved one.
  const [changingService, setChangingService] = useState(false)
  const changeService = () => {
    flushSync(() => setChangingService(true))
    document.getElementById(`${id}-service`)?.focus()
  }
  const figuresOfService = serviceFigures.find((candidate) => candidate.slug === service?.slug)

  return (
    <>
      <StepHeading>Great! Let&apos;s Get Started on Your {service?.name ?? 'Project'}</StepHeading>
      <p className="mt-3 text-slate-700">
        Confirm where the work will be done and we&apos;ll show you pre-screened contractors who serve your
        area.
      </p>

      <StartForm
        key={`${service || saved.zipCode ? 'saved' : 'empty'}${changingService ? '-service' : ''}`}
        id={id}
        services={services}
        service={changingService ? undefined : service}
        savedServiceSlug={saved.serviceSlug}
        onChangeService={changeService}
        savedZipCode={saved.zipCode}
        changeZipCode={searchParams.get('change') === 'zip'}
      />

      <section aria-labelledby={`${id}-figures`} className="mt-10">
        <h2 id={`${id}-figures`} className="text-lg font-semibold text-slate-900">
          What to expect
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {expectations(figures, figuresOfService).map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-lg bg-brand-50 p-4">
              <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
              <dd className="text-lg font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
