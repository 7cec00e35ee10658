// @vitest-environment happy-dom
import { act, createContext, startTransition, type FormEvent } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { deferredIsland, type DeferredIsland } from './deferred-island'

type QuoteFormProps = { onSubmit: (event: FormEvent<HTMLFormElement>) => void }

const QuoteForm = ({ onSubmit }: QuoteFormProps) => (
  <form aria-label="Quote" onSubmit={onSubmit}>
    <label htmlFor="zip">ZIP code</label>
    <input id="zip" name="zip" defaultValue="33101" />
    <button type="submit">Go</button>
  </form>
)

/** A load the test settles itself, counting its calls. */
const controlledLoad = () => {
  let finish = () => {}
  const load = vi.fn(
    () =>
      new Promise<typeof QuoteForm>((resolve) => {
        finish = () => resolve(QuoteForm)
      }),
  )
  return { load, finish: () => finish() }
}

/** Whether React has taken over this element (it keeps its fiber on the node). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))

let root: Root | undefined
let container: HTMLDivElement
const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault())

/** The server's HTML, its island loaded as a route loader loads it. */
const renderServerPage = async () => {
  const server = deferredIsland(() => Promise.resolve(QuoteForm))
  await server.preload()
  container.innerHTML = renderToString(<server.Island onSubmit={onSubmit} />)
}

/** That HTML hydrated by a browser that has not loaded the island's code. */
const hydrate = async () => {
  const browser = controlledLoad()
  const island = deferredIsland(browser.load)
  await act(async () => {
    root = hydrateRoot(container, <island.Island onSubmit={onSubmit} />)
  })
  return browser
}

/** The island's parts, found as a person finds them (before and after React takes them over). */
const page = () => within(container)
const form = () => page().getByRole('form', { name: 'Quote' })
const zipField = () => page().getByRole<HTMLInputElement>('textbox', { name: 'ZIP code' })
// The label: happy-dom's form element hides the properties React keeps on a node.
const label = () => page().getByText('ZIP code')

const hydrateServerPage = async () => {
  await renderServerPage()
  return hydrate()
}

/** An event as the browser sends it, with what it sets off (loads, React's work) run. */
const dispatch = (target: Element, event: Event) =>
  act(async () => {
    target.dispatchEvent(event)
  })

beforeEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
  container = document.createElement('div')
  document.body.append(container)
  onSubmit.mockClear()
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

describe('deferredIsland', () => {
  it('keeps the server HTML as it is, and loads nothing, until the visitor reaches for it', async () => {
    await renderServerPage()
    const rendered = form()
    const { load, finish } = await hydrate()
    expect(load).not.toHaveBeenCalled()
    expect(form()).toBe(rendered)
    expect(isHydrated(label())).toBe(false)
    expect(zipField().value).toBe('33101')

    await dispatch(zipField(), new FocusEvent('focusin', { bubbles: true }))
    expect(load).toHaveBeenCalledOnce()
    await act(async () => finish())
    expect(form()).toBe(rendered)
    expect(isHydrated(label())).toBe(true)
  })

  it('loads when a pointer comes over it', async () => {
    const { load } = await hydrateServerPage()
    await dispatch(
      page().getByRole('button', { name: 'Go' }),
      new PointerEvent('pointerover', { bubbles: true }),
    )
    expect(load).toHaveBeenCalledOnce()
  })

  it('holds a form submitted before its code came, and submits it once the code has taken over', async () => {
    const { load, finish } = await hydrateServerPage()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    await dispatch(form(), submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(load).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()

    await act(async () => finish())
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('takes over a part still waiting once its code is loaded for a page reached inside the app', async () => {
    await renderServerPage()
    const browser = controlledLoad()
    const island = deferredIsland(browser.load)
    await act(async () => {
      root = hydrateRoot(container, <island.Island onSubmit={onSubmit} />)
    })
    expect(isHydrated(label())).toBe(false)
    await act(async () => {
      const preloading = island.preload()
      browser.finish()
      await preloading
    })
    expect(isHydrated(label())).toBe(true)
  })

  it('loads when the page moves to a new location (the router then changes the part too)', async () => {
    // A context above the part changing, as the router's location does: React marks the part as changed too.
    const Location = createContext('/page')
    const pageAt = (island: DeferredIsland<QuoteFormProps>, location: string) => (
      <Location value={location}>
        <island.Island onSubmit={onSubmit} />
      </Location>
    )
    const server = deferredIsland(() => Promise.resolve(QuoteForm))
    await server.preload()
    container.innerHTML = renderToString(pageAt(server, '/page'))
    const rendered = form()
    const browser = controlledLoad()
    const island = deferredIsland(browser.load)
    await act(async () => {
      root = hydrateRoot(container, pageAt(island, '/page'))
    })
    expect(browser.load).not.toHaveBeenCalled()

    // The skip link: the browser moves to #main, the router renders the new location in a transition.
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'))
      startTransition(() => root?.render(pageAt(island, '/page#main')))
    })
    expect(browser.load).toHaveBeenCalledOnce()
    expect(form()).toBe(rendered)
    await act(async () => browser.finish())
    expect(form()).toBe(rendered)
    expect(isHydrated(label())).toBe(true)
  })

  it('leaves events elsewhere on the page alone', async () => {
    const { load } = await hydrateServerPage()
    const outside = document.createElement('input')
    document.body.append(outside)
    await dispatch(outside, new FocusEvent('focusin', { bubbles: true }))
    expect(load).not.toHaveBeenCalled()
  })
})
