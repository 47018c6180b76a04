// `npm run preview`: serves this folder's files as they are (no bundler, no build) on
// http://127.0.0.1:4182, node_modules included, so the page's import map reaches
// node_modules/@latch/html/dist/standalone/. Any static file server does the same.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))
const port = Number(process.env.PORT ?? 4182)
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  const path = normalize(join(root, decodeURIComponent(pathname)))
  const file = path.endsWith('/') ? join(path, 'index.html') : path
  if (!file.startsWith(root)) {
    response.writeHead(403).end()
    return
  }
  try {
    const body = await readFile(file)
    const type = types[/** @type {keyof typeof types} */ (extname(file))]
    response.writeHead(200, { 'content-type': type ?? 'application/octet-stream' }).end(body)
  } catch {
    response.writeHead(404).end('Not found')
  }
}).listen(port, '127.0.0.1', () => console.log(`http://127.0.0.1:${port}`))
