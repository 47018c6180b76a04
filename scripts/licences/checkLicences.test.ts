import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { allowedLicences, deniedPackages } from './allowedLicences.ts'
import { checkLicences } from './checkLicences.ts'
import { formatLicenceReport } from './formatLicenceReport.ts'
import { readRepository } from './readRepository.ts'
import type { LockfileEntry, PackageJson } from './types.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A synthetic repository: `@latch/core` (publishable) depends on `a`, which depends on `b`;
 * `@latch/react` (publishable) depends on `@latch/core`; `@latch/testing-node` is private.
 * `packages` adds or replaces lockfile entries; `installed` holds package.json files the
 * lockfile does not describe fully.
 */
function check(
  packages: Record<string, LockfileEntry> = {},
  installed: Record<string, PackageJson> = {},
) {
  const lockfile = {
    lockfileVersion: 3,
    packages: {
      '': { name: 'latch', workspaces: ['packages/*'] },
      'node_modules/@latch/core': { resolved: 'packages/core', link: true },
      'node_modules/@latch/react': { resolved: 'packages/react', link: true },
      'node_modules/@latch/testing-node': { resolved: 'packages/testing-node', link: true },
      'packages/core': {
        name: '@latch/core',
        version: '0.1.0',
        license: 'MIT',
        dependencies: { a: '^1.0.0' },
      },
      'packages/react': {
        name: '@latch/react',
        version: '0.1.0',
        license: 'MIT',
        dependencies: { '@latch/core': '^0.1.0' },
      },
      'packages/testing-node': {
        name: '@latch/testing-node',
        version: '0.1.0',
        license: 'MIT',
        dependencies: { 'evil-pkg': '^1.0.0' },
      },
      'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { b: '^1.0.0' } },
      'node_modules/b': { version: '1.0.0', license: 'ISC' },
      'node_modules/evil-pkg': { version: '1.0.0', license: 'SEE LICENSE IN LICENSE.md' },
      ...packages,
    },
  }
  const manifests: Record<string, PackageJson> = {
    'packages/testing-node': { ...lockfile.packages['packages/testing-node'], private: true },
    ...installed,
  }
  return checkLicences({
    lockfile,
    readPackageJson: (key) => manifests[key],
    allow: allowedLicences,
    deny: deniedPackages,
  })
}

function offendersOf(reports: ReturnType<typeof check>, name: string) {
  return reports.find((report) => report.name === name)?.offenders
}

function offenderPaths(reports: ReturnType<typeof check>, name: string) {
  return offendersOf(reports, name)?.map(({ path }) => path)
}

test('the real repository passes', () => {
  const reports = checkLicences({
    ...readRepository(root),
    allow: allowedLicences,
    deny: deniedPackages,
  })

  expect(reports.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['@latch/core', '@latch/react', '@latch/html', '@latch/adapter-evm']),
  )
  expect(reports.map(({ name }) => name)).not.toContain('@latch/testing-node')
  expect(formatLicenceReport(reports).lines.slice(reports.length)).toEqual([])
  expect(reports.flatMap(({ offenders }) => offenders)).toEqual([])
})

test('a clean synthetic tree passes, each sibling checked once per tree', () => {
  const reports = check()

  expect(
    reports.map(({ name, checked, licences, offenders }) => ({
      name,
      checked,
      licences,
      offenders,
    })),
  ).toEqual([
    {
      name: '@latch/core',
      checked: 3,
      licences: [
        ['MIT', 2],
        ['ISC', 1],
      ],
      offenders: [],
    },
    {
      name: '@latch/react',
      checked: 4,
      licences: [
        ['MIT', 3],
        ['ISC', 1],
      ],
      offenders: [],
    },
  ])
})

describe('a non-permissive package pulled in transitively', () => {
  const reports = check({
    'node_modules/b': { version: '1.0.0', license: 'ISC', dependencies: { 'evil-pkg': '^1.0.0' } },
  })

  test('fails every publishable tree it is in, with the path', () => {
    expect(offendersOf(reports, '@latch/core')).toEqual([
      {
        name: 'evil-pkg',
        version: '1.0.0',
        licence: 'SEE LICENSE IN LICENSE.md',
        problem: 'licence not allowed',
        path: ['@latch/core', 'a', 'b', 'evil-pkg'],
      },
    ])
    expect(offenderPaths(reports, '@latch/react')).toEqual([
      ['@latch/react', '@latch/core', 'a', 'b', 'evil-pkg'],
    ])
  })

  test('is printed as `<package>: <name>@<version> (<licence>) via <path>`', () => {
    const { lines, failed } = formatLicenceReport(reports)

    expect(failed).toBe(true)
    expect(lines).toContain(
      '@latch/core: evil-pkg@1.0.0 (SEE LICENSE IN LICENSE.md) via @latch/core > a > b > evil-pkg',
    )
    expect(lines).toContain(
      '@latch/react: evil-pkg@1.0.0 (SEE LICENSE IN LICENSE.md) via @latch/react > @latch/core > a > b > evil-pkg',
    )
    expect(lines[0]).toBe(
      '@latch/core: 4 packages checked (MIT 2, ISC 1, SEE LICENSE IN LICENSE.md 1)',
    )
  })
})

test.each([
  ['(MIT OR Apache-2.0)', []],
  ['(MIT OR GPL-3.0-only)', []],
  ['(MIT AND GPL-3.0-only)', ['licence not allowed']],
  ['UNLICENSED', ['licence not allowed']],
  ['LicenseRef-WalletConnect', ['licence not allowed']],
])('a dependency under %s: %j', (licence, problems) => {
  const reports = check({ 'node_modules/b': { version: '1.0.0', license: licence } })

  expect(offendersOf(reports, '@latch/core')?.map(({ problem }) => problem)).toEqual(problems)
})

test('devDependencies are never followed, ours or a dependency’s', () => {
  const reports = check({
    'packages/core': {
      name: '@latch/core',
      version: '0.1.0',
      license: 'MIT',
      dependencies: { a: '^1.0.0' },
      devDependencies: { 'evil-pkg': '^1.0.0' },
    },
    'node_modules/a': {
      version: '1.0.0',
      license: 'MIT',
      devDependencies: { 'evil-pkg': '^1.0.0' },
    },
  })

  expect(reports.flatMap(({ offenders }) => offenders)).toEqual([])
})

test('a private workspace package is not checked', () => {
  expect(check().map(({ name }) => name)).not.toContain('@latch/testing-node')
})

test('a workspace’s package.json wins over its lockfile copy', () => {
  const reports = check(
    {},
    {
      'packages/core': {
        name: '@latch/core',
        license: 'MIT',
        dependencies: { 'evil-pkg': '^1.0.0' },
      },
    },
  )

  expect(offenderPaths(reports, '@latch/core')).toEqual([['@latch/core', 'evil-pkg']])
})

describe('nested node_modules', () => {
  // `a` gets its own x@2; everything else gets the hoisted x@1.
  const tree = {
    'packages/core': {
      name: '@latch/core',
      version: '0.1.0',
      license: 'MIT',
      dependencies: { a: '^1.0.0', b: '^1.0.0' },
    },
    'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { x: '^2.0.0' } },
    'node_modules/b': { version: '1.0.0', license: 'MIT', dependencies: { x: '^1.0.0' } },
  }

  test('a nested copy is what its parent gets', () => {
    const reports = check({
      ...tree,
      'node_modules/a/node_modules/x': { version: '2.0.0', license: 'GPL-3.0-only' },
      'node_modules/x': { version: '1.0.0', license: 'MIT' },
    })

    expect(offendersOf(reports, '@latch/core')).toEqual([
      {
        name: 'x',
        version: '2.0.0',
        licence: 'GPL-3.0-only',
        problem: 'licence not allowed',
        path: ['@latch/core', 'a', 'x'],
      },
    ])
  })

  test('a hoisted copy nobody in the tree resolves to is not checked', () => {
    const reports = check({
      ...tree,
      'node_modules/b': { version: '1.0.0', license: 'MIT' },
      'node_modules/a/node_modules/x': { version: '2.0.0', license: 'MIT' },
      'node_modules/x': { version: '1.0.0', license: 'GPL-3.0-only' },
    })

    expect(offendersOf(reports, '@latch/core')).toEqual([])
  })

  test('resolution walks up through every ancestor folder', () => {
    const reports = check({
      ...tree,
      'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { y: '^1.0.0' } },
      'node_modules/a/node_modules/y': {
        version: '1.0.0',
        license: 'MIT',
        dependencies: { x: '^2.0.0' },
      },
      'node_modules/a/node_modules/x': { version: '2.0.0', license: 'GPL-3.0-only' },
      'node_modules/x': { version: '1.0.0', license: 'MIT' },
    })

    expect(
      offendersOf(reports, '@latch/core')?.map(({ version, path }) => ({ version, path })),
    ).toEqual([{ version: '2.0.0', path: ['@latch/core', 'a', 'y', 'x'] }])
  })
})

describe('licences missing from the lockfile', () => {
  test('come from the installed package.json, legacy `licenses` included', () => {
    const reports = check(
      { 'node_modules/b': { version: '1.0.0' } },
      { 'node_modules/b': { licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] } },
    )

    expect(offendersOf(reports, '@latch/core')).toEqual([])
    expect(reports[0]?.licences).toContainEqual(['MIT OR GPL-2.0', 1])
  })

  test('fail when the package.json has none either', () => {
    const reports = check({ 'node_modules/b': { version: '1.0.0' } }, { 'node_modules/b': {} })

    expect(offendersOf(reports, '@latch/core')).toEqual([
      {
        name: 'b',
        version: '1.0.0',
        licence: undefined,
        problem: 'no licence',
        path: ['@latch/core', 'a', 'b'],
      },
    ])
    expect(formatLicenceReport(reports).lines).toContain(
      '@latch/core: b@1.0.0 (no licence) via @latch/core > a > b',
    )
  })
})

describe('peers', () => {
  test('a publishable package’s peers are checked', () => {
    const reports = check({
      'packages/core': {
        name: '@latch/core',
        version: '0.1.0',
        license: 'MIT',
        peerDependencies: { 'evil-pkg': '*' },
      },
    })

    expect(offenderPaths(reports, '@latch/core')).toEqual([['@latch/core', 'evil-pkg']])
  })

  test('a dependency’s peers are checked unless optional', () => {
    const reports = check({
      'node_modules/a': {
        version: '1.0.0',
        license: 'MIT',
        peerDependencies: { 'evil-pkg': '*', b: '*' },
        peerDependenciesMeta: { 'evil-pkg': { optional: true } },
      },
      'node_modules/b': { version: '1.0.0', license: 'Apache-2.0 AND GPL-3.0-only' },
    })

    expect(offendersOf(reports, '@latch/core')?.map(({ name }) => name)).toEqual(['b'])
  })
})

test('a required dependency the lockfile lacks fails; an optional one does not', () => {
  const reports = check({
    'node_modules/a': {
      version: '1.0.0',
      license: 'MIT',
      dependencies: { ghost: '^1.0.0' },
      optionalDependencies: { 'fsevents-like': '^2.0.0' },
    },
  })

  expect(offendersOf(reports, '@latch/core')).toEqual([
    {
      name: 'ghost',
      version: '^1.0.0',
      licence: undefined,
      problem: 'not installed',
      path: ['@latch/core', 'a', 'ghost'],
    },
  ])
})

test('a lockfile without a packages map is refused', () => {
  expect(() =>
    checkLicences({
      lockfile: { lockfileVersion: 1 } as never,
      readPackageJson: () => undefined,
      allow: allowedLicences,
    }),
  ).toThrow(/no "packages" map/)
})

test('WalletConnect and Reown SDKs are refused whatever their licence (even the Apache-2.0 releases)', () => {
  const reports = check({
    'node_modules/b': {
      version: '1.0.0',
      license: 'ISC',
      dependencies: { '@walletconnect/sign-client': '2.21.6' },
    },
    'node_modules/@walletconnect/sign-client': { version: '2.21.6', license: 'Apache-2.0' },
  })
  expect(offendersOf(reports, '@latch/core')).toEqual([
    {
      name: '@walletconnect/sign-client',
      version: '2.21.6',
      licence: 'Apache-2.0',
      problem: 'package not allowed',
      path: ['@latch/core', 'a', 'b', '@walletconnect/sign-client'],
    },
  ])
  expect(formatLicenceReport(reports).lines).toContain(
    '@latch/core: @walletconnect/sign-client@2.21.6 (Apache-2.0; package not allowed) via @latch/core > a > b > @walletconnect/sign-client',
  )
})
