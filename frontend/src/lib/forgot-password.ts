import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '@contracts/forgot-password'
import { apiRequest } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { fieldErrorsOf } from '@/lib/field-errors'

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
        const onEmail = fieldErrorsOf(error).find(({ field }) => field === 'email')
        if (onEmail) form.setError('email', { message: onEmail.message })
      },
    }),
  )
  const emailRefused = ask.isError && fieldErrorsOf(ask.error).some(({ field }) => field === 'email')
  return {
    register: form.register,
    emailError: form.formState.errors.email?.message,
    submit,
    pending: ask.isPending,
    sent: ask.isSuccess ? FORGOT_PASSWORD_MESSAGES.sent : null,
    failure: ask.isError && !emailRefused ? errorMessage(ask.error) : null,
    reset: () => {
      form.reset()
      ask.reset()
    },
  }
}
