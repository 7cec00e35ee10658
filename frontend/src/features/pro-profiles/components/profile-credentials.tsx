import type { ProProfilePageData } from '@contracts/public-pages'

import { profileDate } from '../profile-text'

type ProfileCredentialsProps = {
  page: Pick<ProProfilePageData, 'licences' | 'insurance'>
  headingId: string
}

// A character rather than an icon: the page's script budget has no room for another icon's chunk.
const Tick = () => (
  <span aria-hidden="true" className="font-bold text-green-700">
    ✓
  </span>
)

const checkedText = ({ verifiedOn, expiresOn }: { verifiedOn: string; expiresOn: string }) =>
  `Verified ${profileDate(verifiedOn)}, valid until ${profileDate(expiresOn)}`

/** The licences and insurance staff checked, with when they checked them and until when they hold. */
export const ProfileCredentials = ({ page, headingId }: ProfileCredentialsProps) => (
  <ul aria-labelledby={headingId} className="mt-4 space-y-4">
    {page.licences.map((licence) => (
      <li key={`${licence.state}-${licence.number}`} className="flex items-start gap-3">
        <Tick />
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
        <Tick />
        <div>
          <p className="font-semibold text-slate-900">Insured: liability insurance</p>
          <p className="text-sm text-slate-600">{checkedText(page.insurance)}</p>
        </div>
      </li>
    ) : null}
  </ul>
)
