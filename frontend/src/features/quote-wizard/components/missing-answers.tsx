import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

type MissingAnswersProps = { children: string }

/** A step opened without the answers it builds on: say so, and lead back to the first step. */
export const MissingAnswers = ({ children }: MissingAnswersProps) => (
  <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:p-6">
    <p>{children}</p>
    <p className="mt-3">
      <Link to={paths.quotes.start} className="font-semibold text-brand-700 underline hover:text-brand-900">
        Start your quote request
      </Link>
    </p>
  </div>
)
