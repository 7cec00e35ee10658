import { useState } from 'react'

import { FORGOT_PASSWORD_MESSAGES } from '@contracts/forgot-password'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field-styles'
import { FormDialog } from '@/components/ui/form-dialog'
import { useForgotPasswordForm } from '@/lib/forgot-password'

/**
 * "Forgot password?" under a sign-in form: a dialog asks for the email address and says a link was sent, whatever
 * the address; the sign-in form says it again once the dialog is closed.
 */
export const ForgotPasswordDialog = () => {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const { register, emailError, submit, pending, failure, reset } = useForgotPasswordForm({
    onSent: () => {
      setSent(true)
      close()
    },
  })
  function close() {
    setOpen(false)
    reset()
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-10 justify-self-start border-0 px-0 text-brand-700 underline hover:bg-transparent"
        onClick={() => {
          setSent(false)
          setOpen(true)
        }}
      >
        Forgot password?
      </Button>
      {sent ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {FORGOT_PASSWORD_MESSAGES.sent}
        </p>
      ) : null}
      <FormDialog
        open={open}
        title="Set a new password"
        description="Enter the email address of your account and we will email you a link to set a new password."
        submitLabel="Email me a link"
        pendingLabel="Sending..."
        pending={pending}
        formError={failure ?? undefined}
        onSubmit={(event) => void submit(event)}
        onClose={close}
      >
        <TextField
          id="forgot-password-email"
          label="Email"
          type="email"
          autoComplete="username"
          error={emailError}
          {...register('email')}
        />
      </FormDialog>
    </>
  )
}
