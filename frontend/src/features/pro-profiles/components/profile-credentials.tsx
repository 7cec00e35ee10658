import { ShieldCheck } from 'lucide-react'

import { formatLongDate } from '@/lib/format'

import type { ProProfilePageData } from '@contracts/public-pages'

type ProfileCredentialsProps = {
  page: Pick<ProProfilePageData, 'licences' | 'insurance'>
  headingId: string
}

const checkedText = ({ verifiedOn, expiresOn }: { verifiedOn: string; expiresOn: string }) =>
  `Verified ${formatLongDate(verifiedOn)}, valid until ${formatLongDate(expiresOn)}`

/** The licences and insurance staff checked, with when they checked them and until when they hold. */
export const ProfileCredentials = ({ page, headingId }: ProfileCredentialsProps) => (
  <ul aria-labelledby={headingId} className="mt-4 space-y-4">
    {page.licences.map((licence) => (
      <li key={`${licence.state}-${licence.number}`} className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold text-slate-900">
            Licensed: {licence.classification}, {licence.stateName} licence {licence.number}
          </p>
          <p className="text-sm text-slate-600">{checkedText(licence)}</p>
        </div>
      </li>
    ))}
    {page.insurance ? (
      <li className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold text-slate-900">Insured: liability insurance</p>
          <p className="text-sm text-slate-600">{checkedText(page.insurance)}</p>
        </div>
      </li>
    ) : null}
  </ul>
)
