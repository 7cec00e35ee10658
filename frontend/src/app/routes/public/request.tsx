import { data, useParams } from 'react-router'

import type { RouteModule } from '@/app/lazy-routes'
import { NotFound, notFoundStatus } from '@/components/layout/not-found'
import { notFoundHead, type HeadHandle } from '@/components/seo/head'
import { requestPageQueryOptions, useRequestPage } from '@/features/request-page/api/get-request-page'
import { RequestDeleted } from '@/features/request-page/components/request-deleted'
import { RequestView } from '@/features/request-page/components/request-view'
import { queryClientOf } from '@/lib/router-context'

const tokenOf = (params: Record<string, string | undefined>): string => params['token'] ?? ''

const RequestPage = () => {
  const token = tokenOf(useParams())
  const page = useRequestPage(token)
  if (page === 'deleted') return <RequestDeleted />
  return page ? <RequestView token={token} page={page} /> : <NotFound />
}

/**
 * The homeowner's own request page, opened from the private link in their emails: rendered for them alone (the
 * server never caches it), never indexed. A genuine link whose request was deleted says so (HTTP 410); any other
 * link that opens nothing is the site's plain 404.
 */
export const route: RouteModule = {
  loader: async (args) => {
    const page = await queryClientOf(args).fetchQuery(requestPageQueryOptions(tokenOf(args.params)))
    if (page === 'deleted') return data(null, { status: 410 })
    return page ? null : notFoundStatus()
  },
  handle: {
    head: ({ params, site, queryClient }) => {
      const page = queryClient.getQueryData(requestPageQueryOptions(tokenOf(params)).queryKey)
      if (page === 'deleted')
        return {
          title: `Request Deleted | ${site.companyName}`,
          description: 'The request this link opened was deleted.',
          robots: 'noindex, nofollow',
        }
      if (!page) return notFoundHead(site)
      return {
        title: `Your Request ${page.reference} | ${site.companyName}`,
        description: 'Where each contractor you chose stands on your request.',
        robots: 'noindex, nofollow',
      }
    },
  } satisfies HeadHandle,
  Component: RequestPage,
}
