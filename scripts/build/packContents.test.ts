import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

// Runs after `npm run build` (npm test builds first): what `npm pack` would put in each tarball.
const root = fileURLToPath(new URL('../..', import.meta.url))
const publishable = ['walletconnect', 'core', 'testing', 'siwx', 'adapter-evm', 'react', 'html']

function packedFiles(name: string): string[] {
  const output = execFileSync(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts', '-w', `@latch/${name}`],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const [pack] = JSON.parse(output) as [{ files: { path: string }[] }]
  return pack.files.map((file) => file.path)
}

describe.each(publishable)('@latch/%s', (name) => {
  const manifest = JSON.parse(
    readFileSync(new URL(`../../packages/${name}/package.json`, import.meta.url), 'utf8'),
  )

  test('packs only dist/, package.json, README.md and LICENSE', () => {
    const files = packedFiles(name)
    expect(
      files.filter((file) => !/^(dist\/.+|package\.json|README\.md|LICENSE)$/.test(file)),
    ).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']))
  })

  test('every export points at a built file with its types', () => {
    const files = packedFiles(name)
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue
      const { types, import: entry } = target as { types: string; import: string }
      expect(files).toContain(types.replace(/^\.\//, ''))
      expect(files).toContain(entry.replace(/^\.\//, ''))
    }
  })

  test('imports no stylesheet or bundler-specific module (CSS ships as strings)', () => {
    const dist = new URL(`../../packages/${name}/dist/`, import.meta.url)
    const imports = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [
        ...readFileSync(new URL(file, dist), 'utf8').matchAll(
          /\bfrom\s*"([^"\s]+)"|import\("([^"\s]+)"\)/g,
        ),
      ])
      .map((match) => match[1] ?? match[2] ?? '')
    expect(imports.filter((specifier) => /\.css|\?|^virtual:|^\/@/.test(specifier))).toEqual([])
  })

  test('declares what a registry package needs', () => {
    expect(manifest).toMatchObject({
      main: './dist/index.js',
      types: './dist/index.d.ts',
      // The package is built when packed: tsdown, or its build script (e.g. with a standalone bundle).
      scripts: { prepack: expect.stringMatching(/^(tsdown|npm run build)$/) },
      license: 'MIT',
      type: 'module',
      sideEffects: false,
      files: ['dist'],
      engines: { node: '>=20.19' },
      repository: { directory: `packages/${name}` },
    })
    expect(manifest.private).toBeUndefined()
  })
})
