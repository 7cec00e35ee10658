import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * The page scrolls to the top on every location change, as a new page load would. Not on the first render: the browser has placed
 * the loaded page already, and hydration can finish after the visitor started scrolling.
 */
export const ScrollToTop = () => {
  const { pathname, search } = useLocation()
  const shown = useRef(`${pathname}${search}`)
  useEffect(() => {
    const location = `${pathname}${search}`
    if (location === shown.current) return
    shown.current = location
    window.scrollTo(0, 0)
  }, [pathname, search])
  return null
}
