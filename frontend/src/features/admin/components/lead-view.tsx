import type { ReactNode } from 'react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'

import { isUnworked, LEAD_FLAG_LABELS } from '@contracts/lead-filter'
import {
  BUDGET_RANGE_LABELS,
  CONTACT_PREFERENCE_LABELS,
  DECLINE_CATEGORY_LABELS,
  TIMEFRAME_LABELS,
} from '@contracts/lead-option-labels'
import {
  EMAIL_STATE_LABELS,
  type LeadView,
  type LeadViewEmail,
  type LeadViewReferral,
} from '@contracts/lead-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Link } from '@/components/ui/link'
import { showToast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { formatPrice, telHref } from '@/lib/format'
import { formatDateTime } from '@/lib/format-date'
import { formatPhone } from '@/lib/format-phone'
import { errorMessage } from '@/lib/api-errors'

import { slugToTitle } from '../utils/table-text'
import { useCarryOutDeletion, useLeadView, useRematchLead } from '../api/lead-view'
import { AdminPage } from './admin-page'
import { StatusOverrideDialog, type StatusOverrideTarget } from './status-override-dialog'

const linkClass = 'inline-flex min-h-6 items-center text-brand-700 hover:underline [overflow-wrap:anywhere]'

/** A section of the lead's page, named by its heading for screen readers' landmarks. */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
    <div className="mt-3">{children}</div>
  </section>
)

/** Labelled values, two columns where there is room; a value not given reads "Not given". */
const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
    {rows.map(([label, value]) => (
      <div key={label} className="contents">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">
          {value ?? <span className="text-slate-500">Not given</span>}
        </dd>
      </div>
    ))}
  </dl>
)

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>

/** What an email was, in staff's words, from its type and who it went to. */
const emailLabel = ({ type, kind, recipient }: LeadViewEmail): string => {
  if (type === 'quote') return recipient === 'homeowner' ? 'Request confirmation' : 'New request'
  if (type === 'staffNotice') return 'Team notice'
  if (type === 'referral' && kind) return `Referral: ${kind}`
  return kind ? `${slugToTitle(type)}: ${slugToTitle(kind)}` : slugToTitle(type)
}

/** What a contractor answered, as far as they got: the quote, the decline, and the homeowner's own choice. */
const answerRows = (referral: LeadViewReferral): [string, ReactNode][] => {
  const rows: [string, ReactNode][] = []
  if (referral.quoteAmount !== null) rows.push(['Quote', formatPrice(referral.quoteAmount)])
  if (referral.quoteMessage)
    rows.push(['Quote message', <span className="whitespace-pre-wrap">{referral.quoteMessage}</span>])
  if (referral.declineCategory)
    rows.push(['Declined because', DECLINE_CATEGORY_LABELS[referral.declineCategory]])
  if (referral.declineReason) rows.push(['Decline reason', referral.declineReason])
  if (referral.homeownerChoice)
    rows.push([
      'Homeowner’s choice',
      <>
        {referral.homeownerChoice === 'hired' ? 'Hired' : 'Not for me'}
        {referral.homeownerChoiceAt ? (
          <>
            {', '}
            <When iso={referral.homeownerChoiceAt} />
          </>
        ) : null}
      </>,
    ])
  return rows
}

/** Where an email stands: pg-boss's state, or "Scheduled" for one that waits for its time (a reminder). */
const emailStanding = ({ state, dueAt, doneAt }: LeadViewEmail): string =>
  !doneAt && state === 'created' && Date.parse(dueAt) > Date.now()
    ? 'Scheduled'
    : (EMAIL_STATE_LABELS[state] ?? state)

const ReferralCard = ({ referral }: { referral: LeadViewReferral }) => {
  const name = referral.contractor?.name ?? 'A contractor no longer listed'
  const answers = answerRows(referral)
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <Badge>{referral.status}</Badge>
      </div>
      {answers.length ? <Facts rows={answers} /> : null}
      <h4 className="mt-3 text-sm font-medium text-slate-700">Timeline</h4>
      <ol className="mt-1 grid gap-1 text-sm text-slate-800">
        <li>
          Sent <When iso={referral.sentAt} />
        </li>
        {referral.history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`}>
            {slugToTitle(entry.status)} by the {entry.by}, <When iso={entry.at} />
          </li>
        ))}
      </ol>
    </li>
  )
}

/** The lead's state in a line: needs attention, deletion requested, withdrawn. */
const LeadNotices = ({ lead }: { lead: LeadView }) => (
  <>
    {lead.needsAttentionSince && isUnworked(lead) ? (
      <p>
        <Badge variant="warning">{LEAD_FLAG_LABELS['needs-attention']}</Badge> No contractor is working it
        since <When iso={lead.needsAttentionSince} />.
      </p>
    ) : null}
    {lead.withdrawnAt ? (
      <p>
        <Badge>{LEAD_FLAG_LABELS.withdrawn}</Badge> The homeowner withdrew the request on{' '}
        <When iso={lead.withdrawnAt} />.
      </p>
    ) : null}
  </>
)

/** The homeowner asked for their data to be deleted: staff carry it out here, after confirming. */
const DeletionRequest = ({ lead }: { lead: LeadView }) => {
  const [confirming, setConfirming] = useState(false)
  const deletion = useCarryOutDeletion()
  const navigate = useNavigate()
  return (
    <section
      aria-labelledby="lead-deletion"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="lead-deletion" className="text-lg font-semibold text-slate-900">
        Deletion requested
      </h2>
      <p className="mt-2 text-slate-800">
        The homeowner asked for their data to be deleted on <When iso={lead.deletionRequestedAt!} />. Deleting
        removes the lead, its referrals and the emails about it, then emails the homeowner that it is done.
      </p>
      {deletion.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(deletion.error)}
        </p>
      ) : null}
      <Button variant="danger" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
        Carry out deletion
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${lead.name}'s data?`}
        description="The lead, its referrals and the emails about it are deleted for good, and the homeowner is emailed that their data is deleted. This cannot be undone."
        confirmLabel="Delete for good"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deletion.mutate(lead.id, {
            onSuccess: () => {
              showToast({
                title: 'Data deleted',
                description: `${lead.name}'s lead is deleted, and they are emailed that it is done.`,
              })
              void navigate(paths.admin.leads)
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  )
}

/** Staff send the request to other matching contractors (up to three working it at once), under those it has. */
const OfferOtherContractors = ({ lead }: { lead: LeadView }) => {
  const rematch = useRematchLead()
  return (
    <div className="mt-4">
      {rematch.isError ? (
        <p role="alert" className="mb-2 text-sm text-red-800">
          {errorMessage(rematch.error)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={rematch.isPending}
        onClick={() =>
          rematch.mutate(lead.id, {
            onSuccess: (result) =>
              showToast({
                title: 'Sent to other contractors',
                description:
                  result.outcome === 'rematched'
                    ? `${lead.name}'s request now also goes to ${result.added.map((added) => added.name).join(', ')}.`
                    : undefined,
              }),
          })
        }
      >
        {rematch.isPending ? 'Sending...' : 'Offer other contractors'}
      </Button>
    </div>
  )
}

const LeadDetails = ({ lead }: { lead: LeadView }) => {
  const [override, setOverride] = useState<StatusOverrideTarget | null>(null)
  const place = lead.city ? `${lead.zipCode} (${lead.city})` : lead.zipCode
  return (
    <AdminPage
      title={lead.name}
      description={`${lead.service?.name ?? 'Unknown service'} request ${lead.reference}, received ${formatDateTime(lead.createdAt)}`}
      actions={
        <Link to={paths.admin.leads} className={linkClass}>
          Back to leads
        </Link>
      }
    >
      <div className="grid gap-4">
        {lead.deletionRequestedAt ? <DeletionRequest lead={lead} /> : null}

        <Section id="lead-status" title="Status">
          <div className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={lead.status === 'new' ? 'primary' : 'secondary'}>{lead.status}</Badge>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOverride({ id: lead.id, name: lead.name, status: lead.status })}
              >
                Set status
              </Button>
            </p>
            {lead.statusOverride ? (
              <p className="text-sm text-slate-700">
                Set by hand by {lead.statusOverride.by ?? 'a former team member'},{' '}
                <When iso={lead.statusOverride.at} />: “{lead.statusOverride.reason}”
              </p>
            ) : (
              <p className="text-sm text-slate-700">Follows the contractors’ answers.</p>
            )}
            <LeadNotices lead={lead} />
          </div>
        </Section>

        <div className="grid gap-4 lg:grid-cols-2">
          <Section id="lead-request" title="Request">
            <Facts
              rows={[
                ['Service', lead.service?.name ?? null],
                ['ZIP code', place],
                ['Budget', lead.budgetRange ? BUDGET_RANGE_LABELS[lead.budgetRange] : null],
                ['Timeframe', lead.timeframe ? TIMEFRAME_LABELS[lead.timeframe] : null],
                ['Description', <span className="whitespace-pre-wrap">{lead.description}</span>],
              ]}
            />
          </Section>

          <Section id="lead-contact" title="Homeowner">
            <Facts
              rows={[
                ['Name', lead.name],
                [
                  'Email',
                  <a href={`mailto:${lead.email}`} className={linkClass}>
                    {lead.email}
                  </a>,
                ],
                [
                  'Phone',
                  <a href={telHref(lead.phone)} className={linkClass}>
                    {formatPhone(lead.phone)}
                  </a>,
                ],
                ['Contact preference', CONTACT_PREFERENCE_LABELS[lead.contactPref]],
                [
                  'Request page',
                  <a href={lead.requestUrl} className={linkClass} rel="noreferrer" target="_blank">
                    The homeowner’s private link (opens in a new tab)
                  </a>,
                ],
              ]}
            />
            <p className="mt-2 text-sm text-slate-600">
              Only staff see this link. Send it only to the homeowner: it opens their request without a
              sign-in.
            </p>
          </Section>
        </div>

        <Section id="lead-referrals" title="Contractors">
          {lead.referrals.length === 0 ? (
            <p className="text-slate-600">No contractor was sent this request.</p>
          ) : (
            <ul className="grid gap-3">
              {lead.referrals.map((referral) => (
                <ReferralCard key={referral.id} referral={referral} />
              ))}
            </ul>
          )}
          {lead.withdrawnAt || lead.status === 'hired' ? null : <OfferOtherContractors lead={lead} />}
        </Section>

        <Section id="lead-emails" title="Emails">
          {lead.emails.length === 0 ? (
            <p className="text-slate-600">No email about this request is kept.</p>
          ) : (
            <ul className="grid gap-2">
              {lead.emails.map((email) => (
                <li
                  key={email.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-100 pb-2 last:border-0"
                >
                  <span className="font-medium text-slate-900">
                    {emailLabel(email)}{' '}
                    <span className="font-normal text-slate-600">to the {email.recipient}</span>
                  </span>
                  <span className="text-sm text-slate-700">
                    {emailStanding(email)}, <When iso={email.doneAt ?? email.dueAt} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <div className="grid gap-4 lg:grid-cols-2">
          <Section id="lead-consent" title="Consent">
            <Facts
              rows={[
                ['Text version', lead.consentEvidence.textVersion],
                [
                  'Accepted',
                  lead.consentEvidence.acceptedAt ? <When iso={lead.consentEvidence.acceptedAt} /> : null,
                ],
                ['From address', lead.consentEvidence.ip],
                ['Browser', lead.consentEvidence.userAgent],
                ['Page', lead.consentEvidence.page],
              ]}
            />
          </Section>
          <Section id="lead-attribution" title="Attribution">
            <Facts
              rows={[
                ['Source', lead.attribution.utmSource],
                ['Medium', lead.attribution.utmMedium],
                ['Campaign', lead.attribution.utmCampaign],
                ['Term', lead.attribution.utmTerm],
                ['Content', lead.attribution.utmContent],
                ['Referrer', lead.attribution.referrer],
              ]}
            />
          </Section>
        </div>
      </div>
      <StatusOverrideDialog target={override} onClose={() => setOverride(null)} />
    </AdminPage>
  )
}

/** /admin/leads/:id: one lead, everything about it, and what staff do with it. */
export const LeadPage = () => {
  const { id = '' } = useParams()
  const lead = useLeadView(id)
  if (lead.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    )
  }
  if (lead.isError) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <ErrorNotice
          title="Could not load this lead."
          error={lead.error}
          failedAt={lead.errorUpdatedAt}
          retrying={lead.isFetching}
          onRetry={() => void lead.refetch()}
        />
      </div>
    )
  }
  if (!lead.data) {
    return (
      <AdminPage title="Lead not found" description="There is no lead here: it may have been deleted.">
        <Link to={paths.admin.leads} className={linkClass}>
          Back to leads
        </Link>
      </AdminPage>
    )
  }
  return <LeadDetails lead={lead.data} />
}
