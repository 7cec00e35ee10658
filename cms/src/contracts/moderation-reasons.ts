/**
 * The moderation policy's only reasons to keep a review off the site, the same whatever its rating. Publishing needs
 * no reason: a review that breaks none of these is published. Apart from the review schemas (and zod), so the public
 * policy page lists them without loading a validator.
 */
export const MODERATION_REASONS = [
  { value: 'personal-data', label: 'It contains personal data' },
  { value: 'abuse', label: 'It is abusive or threatening' },
  { value: 'off-topic', label: 'It is off-topic' },
  { value: 'not-about-this-job', label: 'It is not about this job' },
  { value: 'conflict-of-interest', label: 'The writer has a conflict of interest' },
] as const
export type ModerationReason = (typeof MODERATION_REASONS)[number]['value']
