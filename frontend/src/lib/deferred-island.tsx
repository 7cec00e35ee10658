import { type ComponentType, memo, Suspense, use, useCallback, useEffect, useRef } from 'react'

export type DeferredIsland<Props extends object> = {
  /** The part: rendered by the server at once, taken over in the browser once its code has come. */
  Island: ComponentType<Props>
  /**
   * Loads its code now. Route loaders call it, so that the server renders the part, and a page reached inside the
   * app shows it at once (a part still waiting for the visitor is then taken over too).
   */
  preload: () => Promise<void>
}

/**
 * A part of a server-rendered page whose code the browser fetches only when the visitor reaches for it (a pointer
 * over it, focus inside it), not with the page: a marketing page may load 100 KB of script, and a quote form or a
 * list of contractors is not needed to read the page (docs/decisions/0014-deferred-islands.md). Until then React
 * leaves the part's server HTML as it is while it hydrates the rest (a suspended boundary): its links work as plain
 * links and its fields take input as plain fields. A form submitted in that moment is held, and submitted again once
 * the code has taken over.
 */
export const deferredIsland = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): DeferredIsland<Props> => {
  let Loaded: ComponentType<Props> | undefined
  let reached = () => {}
  const wanted = new Promise<void>((resolve) => {
    reached = resolve
  })
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
        // Read at once from now on: React's use() returns a thenable's value without suspending once it says so.
        Object.assign(whenReached, { status: 'fulfilled', value: undefined })
        // Code that came for a page reached inside the app takes over a part still waiting too: left waiting, it
        // would hold up that page's navigation for ever (React does not give new content to a part it has not
        // hydrated).
        reached()
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  let failed = false
  // Settles once the code has come after the visitor reached for a part. Never rejects: a failed load leaves the
  // server's HTML (and forms submit as plain forms) rather than failing the page.
  const whenReached = wanted.then(preload).catch(() => {
    failed = true
    return new Promise<void>(() => {})
  })

  const Part = ({ props, onHydrated }: { props: Props; onHydrated: () => void }) => {
    use(whenReached)
    useEffect(onHydrated, [onHydrated])
    return Loaded ? <Loaded {...props} /> : null
  }

  // Memoised: the page rendering again with the same props leaves a part it has not hydrated alone.
  const Island = memo((props: Props) => {
    const ref = useRef<HTMLDivElement>(null)
    const hydrated = useRef(false)
    const heldForm = useRef<HTMLFormElement>(null)
    const onHydrated = useCallback(() => {
      hydrated.current = true
      heldForm.current?.requestSubmit()
      heldForm.current = null
    }, [])

    useEffect(() => {
      const element = ref.current
      if (!element || hydrated.current) return
      // The server rendered nothing (its loader did not preload): nothing to reach for, so load now.
      if (element.childElementCount === 0) reached()
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
      const reach = (event: Event) => {
        if (inside(event)) reached()
      }
      const hold = (event: Event) => {
        if (hydrated.current || failed || !inside(event) || !(event.target instanceof HTMLFormElement)) return
        event.preventDefault()
        heldForm.current = event.target
        reached()
      }
      // On the document, capturing: React stops an event aimed at a part it has not hydrated at its root, before
      // it could reach the part's own listeners (and lets a submit through to the browser).
      const events = [
        ['pointerover', reach],
        ['focusin', reach],
        ['submit', hold],
      ] as const
      for (const [type, listener] of events) document.addEventListener(type, listener, true)
      // A new location in the same page (the skip link's #main, Back): React marks a part it has not hydrated as
      // changed with the router's location, and can give it the change only once it has the code; without it, the
      // part would stay empty. With it, React renders the part afresh (the same HTML, gone for the moment the code
      // takes to come). A new page of the same route gets the code from its loader.
      const moved = () => reached()
      for (const type of ['popstate', 'hashchange']) window.addEventListener(type, moved)
      return () => {
        for (const [type, listener] of events) document.removeEventListener(type, listener, true)
        for (const type of ['popstate', 'hashchange']) window.removeEventListener(type, moved)
      }
    }, [])

    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Part props={props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    )
  })
  Island.displayName = 'DeferredIsland'

  return { Island, preload }
}
