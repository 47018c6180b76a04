import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSolidity, type SolidityArtifact } from '../contracts/compileSolidity.ts'

/** The smart-account contracts of `../contracts/solidity/` that {@link compileSmartAccountContracts} returns. */
export type SmartAccountContractName =
  | 'LatchSmartAccount'
  | 'LatchSmartAccountFactory'
  | 'LatchTestPaymaster'

/** One compiled contract: its ABI, creation code and runtime code. */
export type SmartAccountArtifact = SolidityArtifact

const files: Record<SmartAccountContractName, string> = {
  LatchSmartAccount: 'LatchSmartAccount.sol',
  LatchSmartAccountFactory: 'LatchSmartAccountFactory.sol',
  LatchTestPaymaster: 'LatchTestPaymaster.sol',
}

let compiled: Record<SmartAccountContractName, SmartAccountArtifact> | undefined

/**
 * Compiles Latch's ERC-4337 contracts (the Solady-based account and its factory, and the test
 * paymaster) with the pinned solc-js (offline; EVM version cancun, optimizer 200 runs, no metadata
 * hash so the code depends on the sources and the compiler only). Imports of `solady/…` and
 * `@account-abstraction/contracts/…` are read from `node_modules`. Cached for the process.
 *
 * @returns Each contract's ABI, creation bytecode and runtime bytecode, by contract name.
 * @throws {Error} 'solc: <errors>' when a source does not compile.
 */
export function compileSmartAccountContracts(): Record<
  SmartAccountContractName,
  SmartAccountArtifact
> {
  compiled ??= compile()
  return compiled
}

/** The `node_modules` folder that holds `solady`, searched upwards from this file. */
function nodeModulesWith(pkg: string): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, 'node_modules')
    if (existsSync(join(candidate, pkg))) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`solc: cannot find node_modules/${pkg}`)
    dir = parent
  }
}

function compile(): Record<SmartAccountContractName, SmartAccountArtifact> {
  const modules = nodeModulesWith('solady')
  const findImports = (path: string): { contents: string } | { error: string } => {
    if (!path.startsWith('solady/') && !path.startsWith('@account-abstraction/contracts/')) {
      return { error: `not found: ${path}` }
    }
    const file = join(modules, path)
    return existsSync(file)
      ? { contents: readFileSync(file, 'utf8') }
      : { error: `not found: ${path}` }
  }
  return compileSolidity({
    folder: new URL('../contracts/solidity/', import.meta.url),
    sources: Object.values(files),
    contracts: files,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none' },
    },
    findImports,
  })
}
