import type { ButtonHTMLAttributes } from 'react'

type ButtonVariant = 'primary' | 'secondary' | 'danger'
type ButtonSize = 'md' | 'sm'

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

const SIZE_CLASS: Record<ButtonSize, string> = {
  md: 'gap-2 px-6 py-3 text-base',
  sm: 'gap-1.5 px-3 py-1.5 text-sm',
}

/** The site's button look; `aria-disabled` dims it too, for buttons that must stay focusable. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string =>
  `inline-flex items-center justify-center rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${SIZE_CLASS[size]} ${VARIANT_CLASS[variant]}`

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export const Button = ({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) => <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />
