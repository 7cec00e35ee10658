import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '@contracts/forgot-password'
import { apiRequest } from '@/lib/api-client'
import { formErrorsOf } from '@/lib/api-errors'

/**
 * "Forgot password" as a form: an email address, and one answer whatever the address (the server's, so no answer
 * tells which emails are accounts). The link the email carries leads a contractor to /pro's set-password page and
 * the team to the panel's; the server decides. Refusals (a bad address, too many asks) are shown as they come.
 */
export const useForgotPasswordForm = ({ onSent }: { onSent?: () => void } = {}) => {
  const ask = useMutation({
    mutationFn: (values: ForgotPasswordValues) =>
      apiRequest<unknown>('/api/users/forgot-password', { method: 'POST', body: values }),
  })
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })
  const submit = form.handleSubmit((values) =>
    ask.mutate(values, {
      onSuccess: () => onSent?.(),
      onError: (error) => {
        for (const { field, message } of formErrorsOf(error, ['email']).fields)
          form.setError(field, { message })
      },
    }),
  )
  return {
    register: form.register,
    emailError: form.formState.errors.email?.message,
    submit,
    pending: ask.isPending,
    sent: ask.isSuccess ? FORGOT_PASSWORD_MESSAGES.sent : null,
    failure: (ask.isError ? formErrorsOf(ask.error, ['email']).formMessage : undefined) ?? null,
    reset: () => {
      form.reset()
      ask.reset()
    },
  }
}
