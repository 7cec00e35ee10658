import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once the page answers input through its scripts (they load after the first paint,
 * vite.config.ts). Tests wait for it before using a control that needs them; a form that works before (the sign-in
 * forms) is also tested without it.
 */
export const useHydrationMark = (): void => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
}
