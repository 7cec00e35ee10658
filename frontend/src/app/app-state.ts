import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'

/** What the server hands the browser to hydrate with, in <script type="application/json" id="app-state">. */
export type AppState = { queries: DehydratedState; router: HydrationState }

export const APP_STATE_ID = 'app-state'
