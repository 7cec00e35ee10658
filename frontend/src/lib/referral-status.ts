import type { BadgeVariant } from '@/components/ui/badge'

import type { ReferralStatus } from '@contracts/lead-options'

/**
 * A referral's badge, wherever one is shown (the dashboard, the homeowner's page): a new one stands out, one in
 * progress or won reads as good news, and a closed one (declined, lost, withdrawn) steps back.
 */
export const referralStatusVariant = (status: ReferralStatus): BadgeVariant => {
  if (status === 'sent') return 'primary'
  if (status === 'declined' || status === 'lost' || status === 'withdrawn') return 'secondary'
  return 'success'
}
