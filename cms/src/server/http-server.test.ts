import { connect, type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createHttpServer, REQUEST_TIMEOUTS, slowestUploadBitsPerSecond } from './http-server'

const servers: { close: () => void }[] = []

afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** What a client that starts a request and never finishes it is answered, once the server gives up on it. */
const answerToUnfinished = async (start: string): Promise<string> => {
  // The same server with its limits shortened, so the test need not wait 15 or 60 seconds.
  // Like the app's routes, it answers once it has read the body.
  const server = createHttpServer((req, res) => req.resume().on('end', () => res.end('served')), {
    headersTimeout: 300,
    requestTimeout: 600,
    connectionsCheckingInterval: 50,
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
  socket.write(start)
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')))
  await new Promise((resolve) => socket.on('close', resolve))
  return answer
}

describe('createHttpServer', () => {
  it('answers 408 and closes a connection whose headers never end', async () => {
    expect(await answerToUnfinished('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')).toMatch(
      /^HTTP\/1\.1 408 /,
    )
  })

  it('answers 408 and closes a connection whose body never arrives in full', async () => {
    const answer = await answerToUnfinished(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nonly a little',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).not.toContain('served')
  })

  it('gives headers seconds, not a minute, and still leaves room for the largest upload over a slow uplink', () => {
    expect(REQUEST_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(20_000)
    expect(REQUEST_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000)
    expect(slowestUploadBitsPerSecond()).toBeLessThanOrEqual(1.5 * 1000 * 1000)
  })
})
