/**
 * Checks every link of the built docs site (docs/.vitepress/dist) without the network: each
 * `href`/`src` to a page or asset of the site must name a file that exists, and each `#fragment`
 * an element id on its target page. Links to other sites are counted, not fetched (the check runs
 * on loopback-only CI). Exits 1, listing the broken links, when there is any.
 *
 * Usage: `tsx docs/scripts/checkLinks.ts [dist folder]`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The `href` and `src` values of an HTML page, entities decoded. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) =>
    (m[1] as string).replaceAll('&amp;', '&'),
  )
}

/** The element ids of an HTML page. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1] as string))
}

/** The file a site-internal URL names from `page`, or undefined for another site's URL. */
export function targetOf(
  dist: string,
  page: string,
  url: string,
): { file: string; fragment: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const [pathAndQuery = '', fragment = ''] = url.split('#')
  const path = decodeURIComponent(pathAndQuery.split('?')[0] as string)
  let file =
    path === '' ? page : path.startsWith('/') ? join(dist, path) : resolve(dirname(page), path)
  if (path.endsWith('/') || (existsSync(file) && statSync(file).isDirectory()))
    file = join(file, 'index.html')
  else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`
  return { file, fragment: decodeURIComponent(fragment) }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

function main() {
  const dist = resolve(
    process.argv[2] ?? fileURLToPath(new URL('../.vitepress/dist', import.meta.url)),
  )
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} has no index.html: build the site first (npx vitepress build docs)`)
    process.exit(1)
  }
  const pages = htmlFiles(dist)
  const ids = new Map<string, Set<string>>()
  const idsIn = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      found = idsOf(readFileSync(file, 'utf8'))
      ids.set(file, found)
    }
    return found
  }
  const broken: string[] = []
  let internal = 0
  let external = 0
  for (const page of pages) {
    for (const url of linksOf(readFileSync(page, 'utf8'))) {
      const target = targetOf(dist, page, url)
      if (!target) {
        external++
        continue
      }
      internal++
      const where = `${relative(dist, page)}: ${url}`
      if (!existsSync(target.file)) broken.push(`${where} (no ${relative(dist, target.file)})`)
      else if (
        target.fragment !== '' &&
        target.file.endsWith('.html') &&
        !idsIn(target.file).has(target.fragment)
      )
        broken.push(`${where} (no #${target.fragment} there)`)
    }
  }
  for (const link of broken) console.error(`broken link: ${link}`)
  console.log(
    `docs links: ${pages.length} pages, ${internal} internal links checked, ${broken.length} broken; ${external} links to other sites not fetched`,
  )
  if (broken.length > 0) process.exit(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
