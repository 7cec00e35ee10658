import { connect } from 'node:net'

export type RawAnswer = { status: number; headers: Record<string, string>; body: string }

/**
 * One HTTP/1.1 request written as it is onto a socket: fetch and Node's client normalise a request target
 * (`//x` becomes `/x`'s sibling, an absolute form is rewritten), so what an attacker's own client sends is tested
 * only this way. The answer is read until the server closes the connection (`Connection: close`).
 */
export const rawRequest = (
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = raw.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':')
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
          }),
        ),
        body: rest.join('\r\n\r\n'),
      })
    })
    const lines = Object.entries({ Host: `localhost:${port}`, Connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    )
    // Written without ending the socket: a client that half-closes first may see the server close without answering.
    socket.write([requestLine, ...lines, '', ''].join('\r\n'))
  })
