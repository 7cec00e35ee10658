/** How to reach the embedded cluster, known before it starts: the Payload config is built from it at load. */
export const EMBEDDED_USER = 'postgres'
export const EMBEDDED_PASSWORD = 'postgres'
export const EMBEDDED_DATABASE = 'pros'

/**
 * Where the cluster's Unix socket is made (PostgreSQL's own default; the file is named after the port). The server
 * talks to its own cluster through it rather than loopback TCP: each query's round trip is shorter, about 3 ms of
 * a location page's first render after a content change. It also listens on 127.0.0.1 for other tools.
 */
export const EMBEDDED_SOCKET_DIR = '/tmp'

export const embeddedDatabaseUrl = (port: number): string =>
  `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${EMBEDDED_DATABASE}?host=${EMBEDDED_SOCKET_DIR}`
