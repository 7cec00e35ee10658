import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'

/** The call to action that starts the quote wizard, as pages repeat it. */
export const GetQuotesLink = ({
  className = '',
  label = 'Get Free Quotes',
}: {
  className?: string
  label?: string
}) => (
  <Link
    to={paths.quotes.start}
    className={`inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${className}`}
  >
    {label}
  </Link>
)
