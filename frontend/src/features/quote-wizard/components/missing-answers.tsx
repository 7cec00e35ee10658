import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

type MissingAnswersProps = {
  children: string
  /** Where the answer to give again is asked, and the link's words; the first step unless told. */
  action?: { to: string; label: string }
}

/** A step opened without the answers it builds on (or with one the server refused): say so, and lead back. */
export const MissingAnswers = ({
  children,
  action = { to: paths.quotes.start, label: 'Start your quote request' },
}: MissingAnswersProps) => (
  <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:p-6">
    <p>{children}</p>
    <p className="mt-3">
      <Link to={action.to} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {action.label}
      </Link>
    </p>
  </div>
)
