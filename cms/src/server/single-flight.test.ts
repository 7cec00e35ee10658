import { describe, expect, it } from 'vitest'

import { singleFlight } from './single-flight'

/** A piece of work that finishes when told to, counting how often it was started. */
const controlledWork = () => {
  let starts = 0
  let finish: (value: string) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const work = () => {
    starts += 1
    return new Promise<string>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  }
  return { work, starts: () => starts, finish: (value: string) => finish(value), fail: (e: Error) => fail(e) }
}

describe('singleFlight', () => {
  it('runs the work once for every call made while it runs, and all of them get its result', async () => {
    const once = singleFlight<string>()
    const page = controlledWork()
    const calls = Array.from({ length: 50 }, () => once('/services', page.work))
    page.finish('<html>')
    expect(page.starts()).toBe(1)
    expect(calls.map((call) => call.joined)).toEqual([false, ...Array<boolean>(49).fill(true)])
    expect(await Promise.all(calls.map((call) => call.result))).toEqual(Array<string>(50).fill('<html>'))
  })

  it('keeps keys apart, and starts again once the work is done', async () => {
    const once = singleFlight<string>()
    const home = controlledWork()
    const services = controlledWork()
    const first = once('/', home.work)
    once('/services', services.work)
    expect([home.starts(), services.starts()]).toEqual([1, 1])
    home.finish('a')
    await first.result
    const again = once('/', home.work)
    expect(again.joined).toBe(false)
    expect(home.starts()).toBe(2)
  })

  it('hands a failure to every caller, and the next call tries afresh', async () => {
    const once = singleFlight<string>()
    const page = controlledWork()
    const calls = [once('/', page.work), once('/', page.work)]
    page.fail(new Error('database down'))
    for (const call of calls) await expect(call.result).rejects.toThrow('database down')
    expect(once('/', page.work).joined).toBe(false)
    expect(page.starts()).toBe(2)
  })
})
