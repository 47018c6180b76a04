/** A `package.json` as far as the licence check reads it. */
export type PackageJson = {
  name?: string
  version?: string
  private?: boolean
  /** An SPDX expression; old packages write `{ type, url }`. */
  license?: unknown
  /** The legacy form: `[{ type, url }]`, alternatives to choose from. */
  licenses?: unknown
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  /** Never followed: nothing here reaches an app that installs the package. */
  devDependencies?: Record<string, string>
}

/**
 * One entry of a `package-lock.json` `packages` map (lockfileVersion 3), keyed by its folder
 * relative to the root: `node_modules/a`, `node_modules/a/node_modules/b`, `packages/core`.
 */
export type LockfileEntry = PackageJson & {
  /** For a workspace link (`node_modules/@latch/core`): the key it points at (`packages/core`). */
  resolved?: string
  link?: boolean
}

/** The parts of a lockfileVersion 3 `package-lock.json` the licence check reads. */
export type Lockfile = {
  lockfileVersion: number
  packages: Record<string, LockfileEntry>
}

/** A package in a production tree that breaks the licence rule. */
export type LicenceOffender = {
  name: string
  /** The installed version; the required range when `problem` is `'not installed'`. */
  version: string
  /** The declared licence expression; `undefined` when there is none. */
  licence: string | undefined
  problem: 'licence not allowed' | 'package not allowed' | 'no licence' | 'not installed'
  /** The names from the publishable package down to this one. */
  path: string[]
}

/** One publishable package's production tree. */
export type PackageLicenceReport = {
  name: string
  /** How many packages were checked, the publishable package included. */
  checked: number
  /** How many packages declare each licence expression, most common first. */
  licences: [licence: string, count: number][]
  offenders: LicenceOffender[]
}
