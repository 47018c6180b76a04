import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Lockfile, PackageJson } from './types.ts'

/**
 * Reads a repository's `package-lock.json` and gives a reader for the package.json files under
 * it, as `checkLicences` takes them.
 *
 * @param root - The repository's root folder (absolute).
 * @returns `lockfile`, and `readPackageJson(key)` reading `<root>/<key>/package.json`
 *   (`undefined` when that file does not exist).
 * @throws Error when `package-lock.json` is missing or is not JSON, or a package.json is not JSON.
 *
 * @example
 * const { lockfile, readPackageJson } = readRepository('/work/main')
 * readPackageJson('packages/core')?.name // '@latch/core'
 */
export function readRepository(root: string): {
  lockfile: Lockfile
  readPackageJson: (key: string) => PackageJson | undefined
} {
  const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile
  return {
    lockfile,
    readPackageJson(key) {
      try {
        return JSON.parse(readFileSync(join(root, key, 'package.json'), 'utf8')) as PackageJson
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
  }
}
