import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { SetPasswordForm } from '@/features/pro/components/set-password-form'

export const Component = SetPasswordForm

export const handle = {
  head: ({ site }) => ({
    title: `Set your password | ${site.companyName}`,
    description: `Set the password of your ${site.companyName} contractor account.`,
    path: paths.pro.setPassword,
    robots: 'noindex, nofollow',
  }),
} satisfies HeadHandle<null>
