import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { formatPhone } from '@/lib/format-phone'
import { mergeLeadData, readLeadData } from '@/lib/lead-data'

import {
  BUDGET_RANGE_LABELS,
  CONTACT_PREFERENCE_LABELS,
  TIMEFRAME_LABELS,
} from '@contracts/lead-option-labels'
import { BUDGET_RANGES, CONTACT_PREFERENCES, TIMEFRAMES } from '@contracts/lead-options'
import { type ProjectDetails, projectDetailsSchema } from '@contracts/quote-request'

import { errorProps, FieldError, fieldClass, labelClass } from '@/components/ui/field-styles'

import { ConsentLabelText } from './consent-label-text'
import { StepHeading } from './step-heading'

export const PROJECT_DETAILS_TITLE = 'Tell Us About Your Project'

// An optional select's empty choice means "not given", which the schema spells undefined.
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A field's description: its hint, then its error message when it has one. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** The wizard's step 3: contact details and what the project is, checked by the shared schema. */
export const ProjectDetailsStep = () => {
  const navigate = useNavigate()
  const id = useId()
  const [saved] = useState(readLeadData)
  const honeypot = useRef<HTMLInputElement>(null)

  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(projectDetailsSchema),
    defaultValues: {
      name: saved.name ?? '',
      email: saved.email ?? '',
      // Once the step was passed it is kept in E.164, which people do not write: shown again as they do.
      phone: saved.phone?.startsWith('+') ? formatPhone(saved.phone) : (saved.phone ?? ''),
      contactPref: saved.contactPref,
      budgetRange: saved.budgetRange,
      timeframe: saved.timeframe,
      description: saved.description ?? '',
      consent: saved.consent,
    },
  })

  // Every answer is saved as it is typed, not only on Continue: a visitor who opens the Terms or the Privacy Policy
  // from the consent label, or reloads, comes back to the form as they left it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          mergeLeadData({
            name: values.name,
            email: values.email,
            phone: values.phone,
            contactPref: values.contactPref,
            budgetRange: values.budgetRange,
            timeframe: values.timeframe,
            description: values.description,
            consent: values.consent,
          })
        },
      }),
    [subscribe],
  )

  const onSubmit = (values: ProjectDetails) => {
    mergeLeadData({
      ...values,
      // Explicitly cleared, so an earlier answer that was taken back is not sent.
      budgetRange: values.budgetRange,
      timeframe: values.timeframe,
      website: honeypot.current?.value ?? '',
    })
    void navigate(paths.quotes.confirm)
  }

  const field = (name: string) => ({ id: `${id}-${name}`, errorId: `${id}-${name}-error` })
  const name = field('name')
  const email = field('email')
  const phone = field('phone')
  const contactPref = field('contact-pref')
  const budget = field('budget')
  const timeframe = field('timeframe')
  const description = field('description')
  const consent = field('consent')
  const contactHint = `${id}-contact-hint`

  return (
    <>
      <StepHeading>{PROJECT_DETAILS_TITLE}</StepHeading>
      <p className="mt-3 text-slate-700">
        The contractors you chose will use these details to prepare their quotes.
      </p>

      <form
        noValidate
        aria-label="Project details"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="mt-8 grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        <div className="sm:col-span-2">
          <label htmlFor={name.id} className={labelClass}>
            Full name
          </label>
          <input
            id={name.id}
            type="text"
            autoComplete="name"
            className={fieldClass(Boolean(errors.name))}
            {...errorProps(name.errorId, errors.name?.message)}
            {...register('name')}
          />
          <FieldError id={name.errorId} message={errors.name?.message} />
        </div>

        <div>
          <label htmlFor={email.id} className={labelClass}>
            Email address
          </label>
          <input
            id={email.id}
            type="email"
            autoComplete="email"
            className={fieldClass(Boolean(errors.email))}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(contactHint, errors.email && email.errorId)}
            {...register('email')}
          />
          <FieldError id={email.errorId} message={errors.email?.message} />
        </div>

        <div>
          <label htmlFor={phone.id} className={labelClass}>
            Phone number
          </label>
          <input
            id={phone.id}
            type="tel"
            autoComplete="tel"
            className={fieldClass(Boolean(errors.phone))}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy(contactHint, errors.phone && phone.errorId)}
            {...register('phone')}
          />
          <FieldError id={phone.errorId} message={errors.phone?.message} />
        </div>

        <p
          id={contactHint}
          className="-mt-2 flex items-start gap-2 text-sm leading-6 text-slate-700 sm:col-span-2"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          We share your email and phone number only with the contractors you choose. We never sell your
          details.
        </p>

        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.contactPref ? contactPref.errorId : undefined}
        >
          <legend className={labelClass}>Preferred contact method</legend>
          <div className="flex flex-wrap gap-3">
            {CONTACT_PREFERENCES.map((preference) => (
              <label
                key={preference}
                className="flex min-w-24 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={preference}
                  className="h-4 w-4 accent-brand-600"
                  {...register('contactPref')}
                />
                <span className="text-slate-900">{CONTACT_PREFERENCE_LABELS[preference]}</span>
              </label>
            ))}
          </div>
          <FieldError id={contactPref.errorId} message={errors.contactPref?.message} />
        </fieldset>

        <div>
          <label htmlFor={budget.id} className={labelClass}>
            Budget (optional)
          </label>
          <select
            id={budget.id}
            className={fieldClass(false)}
            {...register('budgetRange', { setValueAs: emptyToUndefined })}
          >
            <option value="">Select a budget</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {BUDGET_RANGE_LABELS[range]}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={timeframe.id} className={labelClass}>
            Timeframe (optional)
          </label>
          <select
            id={timeframe.id}
            className={fieldClass(false)}
            {...register('timeframe', { setValueAs: emptyToUndefined })}
          >
            <option value="">Select a timeframe</option>
            {TIMEFRAMES.map((option) => (
              <option key={option} value={option}>
                {TIMEFRAME_LABELS[option]}
              </option>
            ))}
          </select>
        </div>

        <div className="sm:col-span-2">
          <label htmlFor={description.id} className={labelClass}>
            Project description
          </label>
          <textarea
            id={description.id}
            rows={5}
            placeholder="What would you like done? Include sizes, materials or anything contractors should know."
            className={fieldClass(Boolean(errors.description))}
            {...errorProps(description.errorId, errors.description?.message)}
            {...register('description')}
          />
          <FieldError id={description.errorId} message={errors.description?.message} />
        </div>

        {/* Honeypot: hidden from people and assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input
            ref={honeypot}
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue={saved.website ?? ''}
          />
        </div>

        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={consent.id}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              {...errorProps(consent.errorId, errors.consent?.message)}
              {...register('consent')}
            />
            <label htmlFor={consent.id} className="text-sm leading-6 text-slate-800">
              <ConsentLabelText />
            </label>
          </div>
          <FieldError id={consent.errorId} message={errors.consent?.message} />
        </div>

        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => void navigate(paths.quotes.select)}>
            Back
          </Button>
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </>
  )
}
