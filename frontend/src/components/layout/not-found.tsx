import { data } from 'react-router-dom'

import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

/** The not-found page, for unknown paths and for records that do not exist. */
export const NotFound = () => (
  <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
    <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
    <Link to={paths.home} className={`mt-8 ${buttonClass()}`}>
      Return to Home
    </Link>
  </section>
)

/**
 * What a loader returns when its page does not exist: HTTP 404, so crawlers and monitors see a missing page as
 * missing (the page itself renders <NotFound />, with the noindex head). `loaded` is the loader's data all the same,
 * for a page that reads it before it knows the record is missing.
 */
export const notFoundStatus = <Loaded = null,>(loaded: Loaded = null as Loaded) =>
  data(loaded, { status: 404 })
