import { Link } from '@/components/ui/link'
import { paths, type QuoteIntent } from '@/config/paths'

import { buttonClass } from './button'

/**
 * The call to action that starts the quote wizard, as pages repeat it: with what the page knows (its service, the
 * city's ZIP code) already chosen, or the bare wizard when it knows nothing.
 */
export const GetQuotesLink = ({
  className = '',
  label = 'Get Free Quotes',
  intent,
}: {
  className?: string
  label?: string
  intent?: QuoteIntent
}) => (
  <Link to={paths.quotes.startWith(intent)} className={`${buttonClass()} ${className}`}>
    {label}
  </Link>
)
