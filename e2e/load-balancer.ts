import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

/** Debian's Caddy (`apt-get install caddy`), or the one CADDY_PATH names. */
const CADDY = process.env.CADDY_PATH ?? 'caddy'

type Handler = { handler?: string; upstreams?: { dial: string }[] }
type CaddyConfig = {
  admin?: { disabled: boolean }
  apps: { http: { servers: Record<string, { listen: string[] }> } }
}

/** Every reverse_proxy handler in a Caddy JSON config, however deep its routes nest it. */
const proxies = (value: unknown, found: Handler[] = []): Handler[] => {
  if (Array.isArray(value)) for (const item of value) proxies(item, found)
  else if (value && typeof value === 'object') {
    if ((value as Handler).handler === 'reverse_proxy') found.push(value as Handler)
    for (const child of Object.values(value)) proxies(child, found)
  }
  return found
}

/**
 * The project's own .deploy/Caddyfile (health checks, retries and all) in front of copies on this machine: Caddy
 * turns it into its JSON config, in which the plain-HTTP site listens on `port` instead of 3000 and its upstreams
 * are the copies' ports instead of compose's app-a and app-b. The TLS site and the admin endpoint are left out, so
 * tests on one machine do not compete for ports 443, 80 and 2019. Throws if the Caddyfile no longer has that shape.
 */
export const startLoadBalancer = async (
  port: number,
  copies: number[],
  scratch: string,
): Promise<{ process: ChildProcess; url: string; output: () => string }> => {
  const config = JSON.parse(
    execFileSync(CADDY, ['adapt', '--config', '.deploy/Caddyfile', '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_ADDRESS: 'pros.example.com' },
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as CaddyConfig
  const servers = Object.entries(config.apps.http.servers)
  const plain = servers.filter(([, server]) => server.listen.includes(':3000'))
  if (plain.length !== 1) throw new Error('.deploy/Caddyfile no longer has one site on :3000')
  const [name, server] = plain[0]!
  const handlers = proxies(server)
  if (handlers.length === 0) throw new Error('the :3000 site of .deploy/Caddyfile proxies to nothing')
  for (const handler of handlers) {
    const dials = handler.upstreams?.map((upstream) => upstream.dial)
    if (dials?.join(' ') !== 'app-a:3000 app-b:3000')
      throw new Error(`.deploy/Caddyfile's upstreams changed: ${String(dials)}`)
    handler.upstreams = copies.map((copy) => ({ dial: `127.0.0.1:${copy}` }))
  }
  config.apps.http.servers = { [name]: { ...server, listen: [`127.0.0.1:${port}`] } }
  config.admin = { disabled: true }
  const file = path.join(scratch, `caddy-${port}.json`)
  writeFileSync(file, JSON.stringify(config))

  let output = ''
  const child = spawn(CADDY, ['run', '--config', file], {
    // Caddy's own files (its local certificate authority) in the test's scratch folder, not the user's home.
    env: { ...process.env, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited early (${child.exitCode}):\n${output}`)
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { process: child, url, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`caddy did not start:\n${output}`)
}
