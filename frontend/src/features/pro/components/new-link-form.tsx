import { Button } from '@/components/ui/button'
import { FormAlert, TextField } from '@/components/ui/field-styles'
import { useForgotPasswordForm } from '@/lib/forgot-password'

/**
 * On an invitation's link that expired or was used: the contractor asks for a new link themselves, with their
 * email address (the forgot-password request, its limits and its one answer whatever the address).
 */
export const NewLinkForm = () => {
  const { register, emailError, submit, pending, sent, failure } = useForgotPasswordForm()
  return (
    <section aria-labelledby="new-link-heading" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="new-link-heading" className="text-lg font-semibold text-slate-900">
        Get a new link
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Enter the email address your invitation was sent to, and we will email you a new link.
      </p>
      <form method="post" noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
        <TextField
          id="new-link-email"
          label="Your email"
          type="email"
          autoComplete="username"
          error={emailError}
          {...register('email')}
        />
        <FormAlert message={failure} />
        {sent ? (
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            {sent}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Sending...' : 'Email me a new link'}
        </Button>
      </form>
    </section>
  )
}
