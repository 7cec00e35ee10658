import { EventEmitter } from 'node:events'

/**
 * One emitter per process, whichever copy of this module asks: Payload's hooks run inside the Next build's copy
 * of the config while the page cache lives in the server's, so the two meet on a global symbol.
 */
const KEY = Symbol.for('find-trusted-pros.content-changes')
type Holder = { [KEY]?: EventEmitter }

const emitter = ((globalThis as Holder)[KEY] ??= new EventEmitter())

/** Says that content the public pages show has changed (a service, a contractor, a guide, a page, an article). */
export const announceContentChange = (collection: string): void => {
  emitter.emit('change', collection)
}

export const onContentChange = (listener: (collection: string) => void): (() => void) => {
  emitter.on('change', listener)
  return () => emitter.off('change', listener)
}
