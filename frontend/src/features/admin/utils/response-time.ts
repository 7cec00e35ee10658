const MINUTE = 60
const HOUR = 60 * MINUTE

type ResponseTime = {
  /** As staff read it at a glance: "45 min", "2 h 15 min", "1 d 3 h". */
  text: string
  /** The same, as an ISO 8601 duration for `<time dateTime>`: "PT45M", "PT2H15M", "P1DT3H". */
  iso: string
}

/**
 * A response time in seconds, rounded to what matters at its size: minutes under a day, hours from a day on (nobody
 * acts on "1 d 3 h 12 min"). Under half a minute is "under 1 min", not "0 min".
 */
export const formatResponseTime = (seconds: number): ResponseTime => {
  const minutes = Math.round(seconds / MINUTE)
  if (minutes < 1) return { text: 'under 1 min', iso: `PT${Math.max(0, Math.round(seconds))}S` }
  if (minutes < 60) return { text: `${minutes} min`, iso: `PT${minutes}M` }
  if (minutes < 24 * 60) {
    const [hours, rest] = [Math.floor(minutes / 60), minutes % 60]
    return rest === 0
      ? { text: `${hours} h`, iso: `PT${hours}H` }
      : { text: `${hours} h ${rest} min`, iso: `PT${hours}H${rest}M` }
  }
  const totalHours = Math.round(seconds / HOUR)
  const [days, hours] = [Math.floor(totalHours / 24), totalHours % 24]
  return hours === 0
    ? { text: `${days} d`, iso: `P${days}D` }
    : { text: `${days} d ${hours} h`, iso: `P${days}DT${hours}H` }
}

/** 66.7 → "66.7%"; null (nothing to divide by) → null, for the caller to show as a dash. */
export const formatRate = (rate: number | null): string | null => (rate === null ? null : `${rate}%`)
