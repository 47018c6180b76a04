/**
 * Checks every link of the built docs site (docs/.vitepress/dist) with linkinator, without the
 * network: linkinator serves the folder on loopback and follows each site-internal `href`/`src`,
 * including `#fragment`s (an element id on the target page). Links to other sites are skipped (the
 * check runs on loopback-only CI). Exits 1, listing the broken links, when there is any.
 *
 * Usage: `tsx docs/scripts/checkLinks.ts [dist folder]`.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LinkChecker, LinkState } from 'linkinator'

/** The outcome of {@link checkSiteLinks}: the broken links (`url <- page (status)`) and the counts. */
export type SiteLinks = { broken: string[]; checked: number; skipped: number }

/**
 * Crawls the static site in `dist` from its `index.html`, checking site-internal links and their
 * fragments; links to other origins are skipped, not fetched.
 * @param dist - The built site's folder.
 */
export async function checkSiteLinks(dist: string): Promise<SiteLinks> {
  const result = await new LinkChecker().check({
    path: dist,
    recurse: true,
    checkFragments: true,
    // Everything not served by linkinator's own loopback server is another site's.
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link),
  })
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} <- ${link.parent ?? '?'} (${link.status ?? 'no answer'})`)
  const skipped = result.links.filter((link) => link.state === LinkState.SKIPPED).length
  return { broken, checked: result.links.length - skipped, skipped }
}

async function main() {
  const dist = resolve(
    process.argv[2] ?? fileURLToPath(new URL('../.vitepress/dist', import.meta.url)),
  )
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist} has no index.html: build the site first (npx vitepress build docs)`)
    process.exit(1)
  }
  const { broken, checked, skipped } = await checkSiteLinks(dist)
  for (const link of broken) console.error(`broken link: ${link}`)
  console.log(
    `docs links: ${checked} links checked, ${broken.length} broken; ${skipped} links to other sites not fetched`,
  )
  if (broken.length > 0) process.exit(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
