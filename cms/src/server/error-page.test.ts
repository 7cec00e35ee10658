import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { errorPage } from './error-page'

const servers: { close: () => void }[] = []

afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** An app whose one route fails with `error`, behind the error page; answers what GET / gets. */
const answerTo = async (error: unknown, { streamed = false } = {}) => {
  const logger = { error: vi.fn() }
  const app = express()
  app.get('/', (_req, res, next) => {
    if (streamed) res.status(200).write('<p>half a page')
    next(error)
  })
  app.use(errorPage(logger))
  const server = app.listen(0)
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`).catch((failure: unknown) => failure)
  return { response, logger }
}

const databaseDown = () =>
  Object.assign(new Error('Failed query: select "services"."id" from "services"'), {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  })

describe('errorPage', () => {
  it('answers 503 with the site’s page, uncached and without the error, when the database is down', async () => {
    const { response, logger } = await answerTo(databaseDown())
    if (!(response instanceof Response)) throw response
    const html = await response.text()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toContain('<h1>We’ll be right back</h1>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    for (const leak of ['ECONNREFUSED', 'select', 'at ', 'node_modules', import.meta.dirname]) {
      expect(html).not.toContain(leak)
    }
    expect(logger.error).toHaveBeenCalledTimes(1)
  })

  it('answers 500 for any other failure', async () => {
    const { response, logger } = await answerTo(
      new TypeError("Cannot read properties of undefined (reading 'x')"),
    )
    if (!(response instanceof Response)) throw response
    const html = await response.text()
    expect(response.status).toBe(500)
    expect(html).toContain('<h1>Something went wrong</h1>')
    expect(html).not.toContain('Cannot read')
    expect(logger.error).toHaveBeenCalledTimes(1)
  })

  it('keeps the status of an error that is the request’s fault, without logging it', async () => {
    const { response, logger } = await answerTo(
      Object.assign(new Error('ENOENT /srv/app/x.js'), { status: 404 }),
    )
    if (!(response instanceof Response)) throw response
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('/srv/app')
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('leaves a response already under way to Express', async () => {
    const { response, logger } = await answerTo(new Error('late'), { streamed: true })
    // Express cuts the connection: the body, if any arrives, is the half page and nothing of ours.
    const body = response instanceof Response ? await response.text().catch(() => '') : ''
    expect(body).not.toContain('Something went wrong')
    expect(logger.error).not.toHaveBeenCalled()
  })
})
