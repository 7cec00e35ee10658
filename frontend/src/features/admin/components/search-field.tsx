import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

/** How long typing must pause before a list searches: not a request per key. */
const SEARCH_DELAY_MS = 300

/**
 * What a list's search box holds while the person types, and the search it hands on once they pause (trimmed);
 * the form it sits in searches at once on Enter with the same text. A pending search is dropped once the person
 * navigates (opens a row, say): the list stays on screen while the next page loads, and a search applied then would
 * send them back to the list.
 */
export const useTypedSearch = (search: string, onSearch: (search: string) => void) => {
  const [text, setText] = useState(search)
  const navigating = useNavigation().state !== 'idle'
  useEffect(() => {
    if (navigating || text.trim() === search) return
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, search, onSearch, navigating])
  return [text, setText] as const
}

type SearchFieldProps = {
  id: string
  text: string
  onText: (text: string) => void
  placeholder: string
  maxLength: number
  className: string
}

/** The labelled search input of a list's filters. */
export const SearchField = ({ id, text, onText, placeholder, maxLength, className }: SearchFieldProps) => (
  <>
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      Search
    </label>
    <input
      id={id}
      type="search"
      value={text}
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(event) => onText(event.target.value)}
      className={className}
    />
  </>
)
