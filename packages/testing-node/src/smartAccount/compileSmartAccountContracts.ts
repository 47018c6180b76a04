import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** The smart-account contracts of `../contracts/solidity/` that {@link compileSmartAccountContracts} returns. */
export type SmartAccountContractName =
  | 'LatchSmartAccount'
  | 'LatchSmartAccountFactory'
  | 'LatchTestPaymaster'

/** One compiled contract: its ABI, creation code and runtime code. */
export type SmartAccountArtifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

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

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >
}

function compile(): Record<SmartAccountContractName, SmartAccountArtifact> {
  const modules = nodeModulesWith('solady')
  const sources = Object.fromEntries(
    Object.values(files).map((file) => [
      file,
      {
        content: readFileSync(new URL(`../contracts/solidity/${file}`, import.meta.url), 'utf8'),
      },
    ]),
  )
  const findImports = (path: string): { contents: string } | { error: string } => {
    if (!path.startsWith('solady/') && !path.startsWith('@account-abstraction/contracts/')) {
      return { error: `not found: ${path}` }
    }
    const file = join(modules, path)
    return existsSync(file)
      ? { contents: readFileSync(file, 'utf8') }
      : { error: `not found: ${path}` }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none' },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: findImports }),
  ) as SolcOutput
  const errors = output.errors?.filter(({ severity }) => severity === 'error') ?? []
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`)
  }
  const artifact = (name: SmartAccountContractName): SmartAccountArtifact => {
    const contract = output.contracts?.[files[name]]?.[name]
    if (!contract) throw new Error(`solc: no contract ${name}`)
    return {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  }
  return {
    LatchSmartAccount: artifact('LatchSmartAccount'),
    LatchSmartAccountFactory: artifact('LatchSmartAccountFactory'),
    LatchTestPaymaster: artifact('LatchTestPaymaster'),
  }
}
