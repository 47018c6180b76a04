import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** `@foundry-rs/anvil`'s per-platform binary packages, keyed like its `const.mjs`. */
const platformPackages: Record<string, string> = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Finds how to run Anvil: the binary inside the `@foundry-rs/anvil-<platform>-<arch>` package
 * (an optional dependency of `@foundry-rs/anvil`, so resolved from there), else
 * `@foundry-rs/anvil`'s `bin.mjs` wrapper run through this Node.
 *
 * @returns The executable and the arguments that precede Anvil's own.
 * @throws {Error} Node's MODULE_NOT_FOUND when `@foundry-rs/anvil` is not installed.
 */
export function resolveAnvilCommand(): { command: string; args: string[] } {
  const requireFromAnvil = createRequire(
    createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'),
  )
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (platformPackage) {
    try {
      const directory = dirname(requireFromAnvil.resolve(`${platformPackage}/package.json`))
      const binary = join(directory, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
      if (existsSync(binary)) return { command: binary, args: [] }
    } catch {
      // Optional dependency not installed: use the wrapper.
    }
  }
  return { command: process.execPath, args: [requireFromAnvil.resolve('./bin.mjs')] }
}
