import type { ButtonHTMLAttributes } from 'react'

type ButtonVariant = 'primary' | 'secondary'

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
}

/** The site's button look; `aria-disabled` dims it too, for buttons that must stay focusable. */
export const buttonClass = (variant: ButtonVariant = 'primary'): string =>
  `inline-flex items-center justify-center rounded-md px-6 py-3 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${VARIANT_CLASS[variant]}`

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }

export const Button = ({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />
)
