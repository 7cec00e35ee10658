import { useState, type FormEvent } from 'react'

import type { HomeLead } from '@contracts/quote-request'

import type { FieldRegistration } from '../components/lead-fields'
import type { LeadSchema } from '../utils/lead-schemas'

type Field = keyof HomeLead
type Errors = Partial<Record<Field, string>>

/** In the forms' order: on a failed submit the first invalid one takes the focus. */
const FIELDS: readonly Field[] = ['serviceSlug', 'zipCode']

/** A field the form does not show (the start step's service, once saved) reads as empty. */
const valuesOf = (form: HTMLFormElement): HomeLead => {
  const data = new FormData(form)
  return { serviceSlug: String(data.get('serviceSlug') ?? ''), zipCode: String(data.get('zipCode') ?? '') }
}

const check = async (
  loadSchema: () => Promise<LeadSchema>,
  form: HTMLFormElement,
): Promise<{ values?: HomeLead; errors: Errors }> => {
  const result = (await loadSchema()).safeParse(valuesOf(form))
  if (result.success) return { values: result.data, errors: {} }
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0])
    // The first message per field, as a resolver reports it.
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { errors }
}

/**
 * The state of a service-and-ZIP form (home form, start step) without a form library, behaving as react-hook-form
 * does with its defaults: nothing is checked until the first submit, a failed submit shows every message and
 * focuses the first invalid field, and from then on a field is checked again each time it changes. The schema loads
 * on first use (utils/lead-schemas.ts), so the pages showing these forms do not download zod up front.
 */
export const useLeadForm = (loadSchema: () => Promise<LeadSchema>, onValid: (values: HomeLead) => void) => {
  const [errors, setErrors] = useState<Errors>({})
  const [isSubmitted, setIsSubmitted] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setIsSubmitting(true)
    try {
      const result = await check(loadSchema, form)
      setIsSubmitted(true)
      setErrors(result.errors)
      if (result.values) {
        onValid(result.values)
        return
      }
      const firstInvalid = FIELDS.find((name) => result.errors[name])
      const control = firstInvalid ? form.elements.namedItem(firstInvalid) : null
      if (control instanceof HTMLElement) control.focus()
    } finally {
      setIsSubmitting(false)
    }
  }

  const register = (name: Field, defaultValue?: string): FieldRegistration => ({
    name,
    defaultValue,
    onChange: async (event: { target: { form: HTMLFormElement | null } }) => {
      const { form } = event.target
      if (!isSubmitted || !form) return
      const { errors: now } = await check(loadSchema, form)
      setErrors((before) => ({ ...before, [name]: now[name] }))
    },
  })

  // Loading the schema as soon as the visitor is in the form keeps the wait out of the first submit.
  const prefetch = () => void loadSchema()

  return { errors, isSubmitting, register, onSubmit, prefetch }
}
