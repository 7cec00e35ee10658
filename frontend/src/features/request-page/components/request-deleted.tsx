import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

/** A genuine request link whose request was deleted: said in words, not as a page that does not exist. */
export const RequestDeleted = () => (
  <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-slate-900">This request was deleted</h1>
    <p className="mt-4 text-slate-700">
      The request this link opened was deleted, with the contact details sent with it. If you still need
      quotes, you are welcome to send a new request.
    </p>
    <Link to={paths.quotes.start} className={`mt-8 ${buttonClass()}`}>
      Get Free Quotes
    </Link>
  </section>
)
