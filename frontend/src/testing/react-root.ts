import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

export type MountedRoot = { root: Root; container: HTMLElement }

/**
 * A React root in the document for each test of the file (in an element of `tag`), unmounted and removed after it;
 * React is told it runs under act(). Call it before the file's own beforeEach, which may render into it.
 */
export const reactRootPerTest = (tag: keyof HTMLElementTagNameMap = 'div'): MountedRoot => {
  const mounted = {} as MountedRoot
  beforeEach(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true)
    mounted.container = document.createElement(tag)
    document.body.append(mounted.container)
    mounted.root = createRoot(mounted.container)
  })
  afterEach(() => {
    act(() => mounted.root.unmount())
    mounted.container.remove()
  })
  return mounted
}
