import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { idsOf, linksOf, targetOf } from './checkLinks.ts'

describe('linksOf and idsOf', () => {
  it('reads href and src values, entities decoded, and element ids', () => {
    const html =
      '<a href="/guide/a.html#x">a</a><img src="/s/p.png" alt=""><a href="https://e.org/?a=1&amp;b=2">e</a><h2 id="x">X</h2>'
    expect(linksOf(html)).toEqual(['/guide/a.html#x', '/s/p.png', 'https://e.org/?a=1&b=2'])
    expect([...idsOf(html)]).toEqual(['x'])
  })
})

describe('targetOf', () => {
  const dist = mkdtempSync(join(tmpdir(), 'latch-docs-'))
  mkdirSync(join(dist, 'guide'))
  writeFileSync(join(dist, 'index.html'), '')
  writeFileSync(join(dist, 'guide/a.html'), '')
  const page = join(dist, 'guide/a.html')

  it('leaves other sites and mail links out', () => {
    expect(targetOf(dist, page, 'https://github.com/latch-dev/latch')).toBeUndefined()
    expect(targetOf(dist, page, 'mailto:a@example.org')).toBeUndefined()
    expect(targetOf(dist, page, '//cdn.example.org/x.js')).toBeUndefined()
  })

  it('resolves absolute, relative, folder, extensionless and same-page links', () => {
    expect(targetOf(dist, page, '/guide/a.html#x')).toEqual({ file: page, fragment: 'x' })
    expect(targetOf(dist, page, '../index.html')).toEqual({
      file: join(dist, 'index.html'),
      fragment: '',
    })
    expect(targetOf(dist, page, '/')?.file).toBe(join(dist, 'index.html'))
    expect(targetOf(dist, page, '/guide/a')?.file).toBe(page)
    expect(targetOf(dist, page, '#top')).toEqual({ file: page, fragment: 'top' })
    expect(targetOf(dist, page, '/missing.png')?.file).toBe(join(dist, 'missing.png'))
  })
})
