import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { getFreePort } from '@latch/testing-node'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** A running {@link serveStatic} server. */
export type StaticServer = { url: string; close(): Promise<void> }

/**
 * Serves the files under `root` on `http://127.0.0.1:<free port>/` (`/` is `index.html`), without
 * compression or caching: what is measured is the bytes and the browser, not the server.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep)
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname))
    try {
      if (!file.startsWith(base)) throw new Error('outside the root')
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  })
  const port = await getFreePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
