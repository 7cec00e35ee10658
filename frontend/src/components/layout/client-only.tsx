import type { ReactNode } from 'react'

import { useHydrated } from '@/hooks/use-hydrated'

type ClientOnlyProps = { children: ReactNode; fallback?: ReactNode }

/** Renders its children only in the browser after hydration; the server and the first render show the fallback. */
export const ClientOnly = ({ children, fallback = null }: ClientOnlyProps) =>
  useHydrated() ? children : fallback
