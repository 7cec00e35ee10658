import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** SPEC §2: the page scrolls to the top on every location change. */
export const ScrollToTop = () => {
  const { pathname, search } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname, search])
  return null
}
