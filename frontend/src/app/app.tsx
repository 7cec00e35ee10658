/** Placeholder until the public site lands: it proves the server serves the frontend build. */
export const App = () => (
  <main>
    <h1>Find Trusted Pros</h1>
    <p>
      Connect with top-rated contractors in your area. Get free quotes and compare bids for your home
      improvement projects.
    </p>
    <p>
      <a href="/cms">Content management</a>
    </p>
  </main>
)
