import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'

import { CONSENT_TEXT } from '@contracts/quote-request-response'

/** The documents the consent names, linked where it names them. */
const DOCUMENTS = [
  { name: 'Terms of Service', to: paths.terms },
  { name: 'Privacy Policy', to: paths.privacy },
] as const

/**
 * The consent label: exactly CONSENT_TEXT, the wording stored with each lead as what was agreed, with the Terms of
 * Service and the Privacy Policy as links. They open in this tab: the details step saves every answer as it is
 * typed, so Back returns to the form as it was. A document the text does not name is simply not linked.
 */
export const ConsentLabelText = () => {
  const parts: ReactNode[] = []
  let rest = CONSENT_TEXT
  for (const document of DOCUMENTS) {
    const at = rest.indexOf(document.name)
    if (at === -1) continue
    parts.push(
      rest.slice(0, at),
      <Link
        key={document.to}
        to={document.to}
        className="font-medium text-brand-700 underline hover:text-brand-900"
      >
        {document.name}
      </Link>,
    )
    rest = rest.slice(at + document.name.length)
  }
  parts.push(rest)
  return <>{parts}</>
}
