import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findInternalReferences } from './internalReferences.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('shipped docs', () => {
  test('no README, package doc, docs page or docstring cites the spec, DESIGN.md or an issue: they state the rule', () => {
    const found = findInternalReferences(root).map((r) => `${r.file}:${r.line}: ${r.text}`)
    expect(found).toEqual([])
  })
})

test('package READMEs link by absolute URL (npm shows them without the repository around)', () => {
  const relative = readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'README.md'))
    .filter((readme) => existsSync(readme))
    .flatMap((readme) =>
      [...readFileSync(readme, 'utf8').matchAll(/\]\(([^)\s]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !/^(https?:\/\/|#|mailto:)/.test(target))
        .map((target) => `${readme.slice(root.length)}: ${target}`),
    )
  expect(relative).toEqual([])
})

describe('findInternalReferences', () => {
  test('finds each form in docstrings and READMEs, not in comments, code or tests', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'latch-docs-'))
    mkdirSync(join(fixture, 'packages/a/src'), { recursive: true })
    mkdirSync(join(fixture, 'docs/guide/node_modules'), { recursive: true })
    mkdirSync(join(fixture, 'docs/.vitepress/cache'), { recursive: true })
    writeFileSync(join(fixture, 'README.md'), 'As spec §3 says.\n')
    writeFileSync(join(fixture, 'packages/a/API.md'), '| x | (spec §5 check) |\n')
    writeFileSync(join(fixture, 'packages/a/README.md'), 'Fine.\nAs issue 16 asked.\n')
    writeFileSync(join(fixture, 'docs/guide/page.md'), 'Fine.\n\nSee DESIGN.md.\n')
    writeFileSync(join(fixture, 'docs/guide/node_modules/dep.md'), 'spec §1\n')
    writeFileSync(join(fixture, 'docs/.vitepress/cache/x.md'), 'spec §1\n')
    writeFileSync(
      join(fixture, 'packages/a/src/x.ts'),
      [
        '/** Spec §5: a rule. */',
        'export const a = 1 // spec §5 in a line comment ships no hover text',
        '/**',
        ' * Ports of DESIGN.md, and §9 alone,',
        ' * issues 9, 10. RFC 9449 §4.3 and OIDC Core §3.1.3.7 are not ours.',
        ' */',
        "export const b = 'spec §3'",
      ].join('\n'),
    )
    writeFileSync(join(fixture, 'packages/a/src/x.test.ts'), '/** spec §1 */\n')
    expect(findInternalReferences(fixture).map((r) => `${r.file}:${r.line}`)).toEqual([
      'README.md:1',
      'packages/a/API.md:1',
      'packages/a/README.md:2',
      'packages/a/src/x.ts:1',
      'packages/a/src/x.ts:4',
      'packages/a/src/x.ts:4',
      'packages/a/src/x.ts:5',
      'docs/guide/page.md:3',
    ])
  })
})
