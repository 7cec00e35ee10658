/** TRUST_PROXY as Express understands it: unset trusts no proxy, a number counts hops, else an address list. */
export const trustProxy = (value: string | undefined): boolean | number | string => {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}
