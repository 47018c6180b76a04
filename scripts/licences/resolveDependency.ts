import type { Lockfile } from './types.ts'

/**
 * Where Node finds `name` when it is required from the package installed at `from`, read from a
 * lockfileVersion 3 `packages` map: `<from>/node_modules/<name>` if the lockfile has it, else the
 * same in each parent folder up to the root's `node_modules/<name>`. A workspace link
 * (`node_modules/@latch/core`) is followed to its target (`packages/core`), as Node follows the
 * symlink, so the target's own dependencies resolve from the target's folder.
 *
 * @param lockfile - The parsed `package-lock.json`.
 * @param from - The requiring package's key (`''` for the root, `packages/core`,
 *   `node_modules/a/node_modules/b`).
 * @param name - The dependency's name as required (`x`, `@scope/x`).
 * @returns The resolved package's key, or `undefined` when nothing on the path provides `name`.
 *
 * @example
 * resolveDependency(lockfile, 'node_modules/a', 'x')
 * // 'node_modules/a/node_modules/x' if present, else 'node_modules/x', else undefined
 */
export function resolveDependency(
  lockfile: Lockfile,
  from: string,
  name: string,
): string | undefined {
  const segments = from === '' ? [] : from.split('/')
  for (let end = segments.length; end >= 0; end--) {
    // Folders such as `node_modules` or `node_modules/@scope` are tried too; the lockfile never
    // has a key under them, so they cost a lookup and nothing else.
    const folder = segments.slice(0, end).join('/')
    const key = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`
    const entry = lockfile.packages[key]
    if (entry === undefined) continue
    return entry.link && entry.resolved !== undefined ? entry.resolved : key
  }
  return undefined
}
