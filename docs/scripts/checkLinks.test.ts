import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSiteLinks } from './checkLinks.ts'

function site(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'latch-docs-'))
  mkdirSync(join(dist, 'guide'))
  for (const [path, html] of Object.entries(pages)) writeFileSync(join(dist, path), html)
  return dist
}

describe('checkSiteLinks', () => {
  it('passes a site whose pages, images and anchors exist, without fetching other sites', async () => {
    const dist = site({
      'index.html':
        '<a href="/guide/a.html#x">a</a><img src="/p.svg" alt=""><a href="https://example.org/">e</a>',
      'guide/a.html': '<h2 id="x">X</h2><a href="../index.html">home</a>',
      'p.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    const result = await checkSiteLinks(dist)
    expect(result.broken).toEqual([])
    expect(result.skipped).toBe(1)
  })

  it('reports a missing page, a missing image and a missing anchor', async () => {
    const dist = site({
      'index.html':
        '<a href="/guide/missing.html">m</a><img src="/gone.png" alt=""><a href="/guide/a.html#nope">a</a>',
      'guide/a.html': '<h2 id="x">X</h2>',
    })
    const { broken } = await checkSiteLinks(dist)
    expect(
      broken.map((line) => line.split(' <- ')[0]?.replace(/^.*?(\/guide|\/gone)/, '$1')),
    ).toEqual(expect.arrayContaining(['/guide/missing.html', '/gone.png', '/guide/a.html#nope']))
  })
})
