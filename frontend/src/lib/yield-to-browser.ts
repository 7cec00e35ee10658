type Scheduler = { yield?: () => Promise<void> }

/**
 * Ends the current task and resumes in a new one, so the browser can handle input and paint in between: start-up
 * work split this way never blocks the page for long. scheduler.yield() resumes ahead of other queued tasks where
 * the browser has it; elsewhere a zero-delay timeout does the same job.
 */
export const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
