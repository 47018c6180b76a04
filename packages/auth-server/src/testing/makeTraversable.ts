import { chmod, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

/**
 * Lets every user traverse (not list) each directory from `path` up to `/` (adds `o+x` where it is
 * missing). As root, PostgreSQL runs as the `postgres` user, which must reach the embedded binaries
 * and the data directory: a checkout under a private directory (a `mktemp -d`, `/root`) would
 * otherwise refuse it with EACCES. Only called when running as root.
 * @returns The directories it changed.
 */
export async function makeTraversable(path: string): Promise<string[]> {
  const changed: string[] = []
  let current = resolve(path)
  for (;;) {
    const { mode } = await stat(current)
    if ((mode & 0o001) === 0) {
      await chmod(current, (mode & 0o7777) | 0o001)
      changed.push(current)
    }
    const parent = dirname(current)
    if (parent === current) return changed
    current = parent
  }
}
