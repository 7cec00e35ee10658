import { areaOfZip, cityLabel } from '../matching/zip-area'

/** Name suffixes that are no one's surname, so the initial comes from the word before them. */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv'])

/** Room for the initial within the review's 80 characters, whatever name was typed. */
const MAX_FIRST_NAME_LENGTH = 60

/**
 * The name a review shows of its writer: the first name and the initial of the last word ("Maria Garcia" is
 * "Maria G."), so other homeowners see a person without learning who they are.
 */
export const shownReviewerName = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = Array.from(words[0] ?? '')
    .slice(0, MAX_FIRST_NAME_LENGTH)
    .join('')
  const surnames = words.slice(1).filter((word) => !SUFFIXES.has(word.toLowerCase().replace(/\.$/, '')))
  const initial = Array.from(surnames.at(-1) ?? '')[0]
  return initial ? `${first} ${initial.toLocaleUpperCase('en-US')}.` : first
}

/** Where the writer lives, as contractors write a city ("Miami, FL"), from the request's ZIP code. */
export const reviewerCityOf = (zipCode: string): string | null => {
  const area = areaOfZip(zipCode)
  return area ? cityLabel(area) : null
}
