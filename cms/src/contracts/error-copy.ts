/**
 * What an error page says, the same whether React renders it (the site's route error boundary) or the server does
 * (its last-resort handler, when React itself could not run): whether to try again soon (503, the database is out
 * of reach) or not, and nothing of the error itself. (A page that does not exist has its own not-found page: this
 * 404 is for a file or a route that failed as missing.)
 */
export const errorCopy = (status: number): { title: string; text: string } => {
  if (status === 503)
    return {
      title: 'We’ll be right back',
      text: 'This page is unavailable for a moment. Please try again in a few minutes.',
    }
  if (status === 404) return { title: 'Page not found', text: 'There is no page at this address.' }
  return { title: 'Something went wrong', text: 'We could not show this page just now. Please try again.' }
}
