import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Wallet, token, NFT and avatar images come from third-party hosts: every image Latch's React
// package makes, as JSX `<img>` or `new Image()`, is fetched with no referrer, so those hosts do
// not learn the address of the page that shows them.

const root = new URL('.', import.meta.url).pathname

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const sources = sourceFiles(root).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}))

describe('images Latch makes send no referrer', () => {
  it('every JSX <img> says referrerPolicy="no-referrer"', () => {
    const images = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/<img\s[\s\S]*?\/>/g)].map((match) => ({ path, element: match[0] })),
    )
    // Those this package has today, at least: wallet images, avatar, NFTs, connect button, QR code.
    expect(images.length).toBeGreaterThanOrEqual(5)
    expect(
      images.filter(({ element }) => !element.includes('referrerPolicy="no-referrer"')),
    ).toEqual([])
  })

  it('every new Image() gets referrerPolicy = "no-referrer" before its src', () => {
    const files = sources.filter(({ text }) => /new Image\(/.test(text))
    expect(files.length).toBeGreaterThan(0)
    for (const { path, text } of files) {
      const policy = text.indexOf(".referrerPolicy = 'no-referrer'")
      const src = text.search(/image\.src = /)
      expect({ path, policy: policy >= 0 && policy < src }).toEqual({ path, policy: true })
    }
  })
})
