/**
 * What the marketplace checks about every contractor it offers, as the select step and the location pages say it
 * until an editor words it otherwise; true by construction, since matching offers only contractors whose licence and
 * insurance records are verified and unexpired.
 */
export const DEFAULT_CHECKS_STATEMENT =
  'Every contractor shown holds a state licence and liability insurance that our team has verified and that has not expired.'
