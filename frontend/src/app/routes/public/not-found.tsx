import type { QueryClient } from '@tanstack/react-query'
import { data, Link } from 'react-router-dom'

import type { RouteModule } from '@/app/lazy-routes'
import type { HeadHandle } from '@/components/seo/head'
import { paths } from '@/config/paths'

const NotFoundPage = () => (
  <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
    <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
    <Link
      to={paths.home}
      className="mt-8 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
    >
      Return to Home
    </Link>
  </section>
)

export const route = (_queryClient: QueryClient): RouteModule => ({
  // Answered with HTTP 404, so crawlers and monitors see a missing page as missing.
  loader: () => data(null, { status: 404 }),
  handle: {
    head: ({ params }) => ({
      title: '404 Page Not Found | Find Trusted Pros',
      description: 'The page you are looking for does not exist.',
      path: `/${params['*'] ?? ''}`,
    }),
  } satisfies HeadHandle,
  Component: NotFoundPage,
})
