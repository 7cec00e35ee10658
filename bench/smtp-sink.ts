import net from 'node:net'

export type SmtpSink = {
  /** Messages accepted so far. */
  messages: () => number
  /** Answers every command (and greets) this late from now on, as a mail server this far away would. */
  delayReplies: (ms: number) => void
  close: () => Promise<void>
}

const END_OF_DATA = '\r\n.\r\n'

/**
 * A mail server on 127.0.0.1 that accepts every message and throws it away unread, answering each command at once,
 * so that it is never what a measurement of sending measures; `onRecipient` hears each envelope recipient. Not
 * smtp-server: it waits 100 ms before its greeting (to catch clients that talk too soon), which on a transport
 * that opens a connection per message would be most of what an email costs here.
 */
export const startSmtpSink = async (
  port: number,
  onRecipient?: (address: string) => void,
): Promise<SmtpSink> => {
  let messages = 0
  let replyDelayMs = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setNoDelay(true)
    let buffer = ''
    let inData = false
    // Replies keep their order: each is written after the same delay, in the order they were made.
    const reply = (line: string) =>
      replyDelayMs > 0
        ? setTimeout(() => socket.writable && socket.write(`${line}\r\n`), replyDelayMs)
        : socket.write(`${line}\r\n`)
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 sink')
      if (verb === 'RCPT') {
        onRecipient?.(/<([^>]*)>/.exec(line)?.[1] ?? '')
        return reply('250 OK')
      }
      if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') return reply('250 OK')
      if (verb === 'DATA') {
        inData = true
        // The terminator may follow at once: an empty body's "." comes right after this line's CRLF.
        buffer = `\r\n${buffer}`
        return reply('354 End data with <CR><LF>.<CR><LF>')
      }
      if (verb === 'QUIT') {
        reply('221 Bye')
        return setTimeout(() => socket.end(), replyDelayMs)
      }
      return reply('502 Command not implemented')
    }
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(END_OF_DATA)
          if (end === -1) {
            // Only the tail can hold the start of a terminator split across chunks.
            buffer = buffer.slice(-(END_OF_DATA.length - 1))
            return
          }
          buffer = buffer.slice(end + END_OF_DATA.length)
          inData = false
          messages += 1
          reply('250 OK: queued')
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        command(line)
      }
    })
    reply('220 sink ESMTP')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    messages: () => messages,
    delayReplies: (ms) => {
      replyDelayMs = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
