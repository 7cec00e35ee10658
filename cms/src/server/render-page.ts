import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import type { Request as ExpressRequest, RequestHandler } from 'express'

import { frontendClientDir, projectRoot } from '../runtime/paths'

/** The frontend's server entry (frontend/src/entry-server.tsx), seen from here. */
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; html: string; state: string }
type Render = (request: Request, options: { apiOrigin: string }) => Promise<RenderResult>

/** What the server uses of Vite's dev server (vite lives in the frontend workspace). */
export type ViteDevServer = {
  middlewares: RequestHandler
  transformIndexHtml: (url: string, html: string) => Promise<string>
  ssrLoadModule: (url: string) => Promise<Record<string, unknown>>
  ssrFixStacktrace: (error: Error) => void
}

type PageSource = { template: (url: string) => Promise<string>; render: () => Promise<Render> }

const FRONTEND_DIR = path.join(projectRoot, 'frontend')

/** The production build: the client's index.html and the CommonJS server bundle, loaded once. */
const builtPages = (): PageSource => {
  const template = readFileSync(path.join(frontendClientDir, 'index.html'), 'utf8')
  // require(), not import(): Node 20 can stall a dynamic import() of a module graph; the bundle is CommonJS.
  const { render } = createRequire(import.meta.url)(
    path.join(FRONTEND_DIR, 'dist/server/entry-server.cjs'),
  ) as {
    render: Render
  }
  return { template: async () => template, render: async () => render }
}

/** Development: Vite transforms the template and loads the entry fresh on every request (HMR). */
const devPages = (vite: ViteDevServer): PageSource => ({
  template: async (url) =>
    vite.transformIndexHtml(url, readFileSync(path.join(FRONTEND_DIR, 'index.html'), 'utf8')),
  render: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as Render,
})

/** A Fetch Request for the page, on the public origin so canonical URLs never echo a forged Host header. */
const toFetchRequest = (req: ExpressRequest, publicOrigin: string): Request =>
  new Request(new URL(req.originalUrl, publicOrigin), {
    method: 'GET',
    headers: { 'Accept-Language': req.get('accept-language') ?? 'en-US' },
  })

export const renderPages = ({
  vite,
  publicOrigin,
  apiOrigin,
}: {
  vite?: ViteDevServer
  publicOrigin: string
  apiOrigin: string
}): RequestHandler => {
  const pages = vite ? devPages(vite) : builtPages()
  return async (req, res, next) => {
    try {
      const render = await pages.render()
      const result = await render(toFetchRequest(req, publicOrigin), { apiOrigin })
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location)
        return
      }
      const template = await pages.template(req.originalUrl)
      const html = template
        .replace('<!--app-head-->', result.head)
        .replace('<!--app-html-->', result.html)
        .replace('<!--app-state-->', result.state)
      res.status(result.status).set('Cache-Control', 'no-cache').type('html').send(html)
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error)
      next(error)
    }
  }
}
