import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** One compiled contract: its ABI, creation code and runtime code. */
export type SolidityArtifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

/** Parameters of {@link compileSolidity}. */
export type CompileSolidityParameters<name extends string> = {
  /** The folder the source files are read from (a `file:` URL ending in `/`). */
  folder: URL
  /** The source files to compile, by file name inside `folder`. */
  sources: readonly string[]
  /** The file that defines each contract to return, by contract name. */
  contracts: Record<name, string>
  /**
   * solc's standard-JSON `settings` (EVM version, optimizer, metadata, …) without
   * `outputSelection`, which is always ABI, creation code and runtime code.
   */
  settings: Record<string, unknown>
  /** solc's import callback for imports outside `sources`; none when omitted. */
  findImports?: (path: string) => { contents: string } | { error: string }
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

/**
 * Compiles Solidity sources with the pinned solc-js (the `solc` package's bundled compiler,
 * offline) through its standard-JSON interface, and returns the named contracts' artifacts.
 *
 * @param parameters - {@link CompileSolidityParameters}
 * @returns Each contract's ABI, creation bytecode and runtime bytecode, by contract name.
 * @throws {Error} 'solc: <errors>' when a source does not compile (the formatted errors, one a
 * line; warnings are ignored).
 * @throws {Error} 'solc: no contract <name>' when a requested contract is not in its file.
 */
export function compileSolidity<name extends string>(
  parameters: CompileSolidityParameters<name>,
): Record<name, SolidityArtifact> {
  const { folder, contracts, settings, findImports } = parameters
  const sources = Object.fromEntries(
    parameters.sources.map((file) => [
      file,
      { content: readFileSync(new URL(file, folder), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...settings,
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), findImports ? { import: findImports } : undefined),
  ) as SolcOutput
  const errors = output.errors?.filter(({ severity }) => severity === 'error') ?? []
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`)
  }
  const artifact = (name: name): SolidityArtifact => {
    const contract = output.contracts?.[contracts[name]]?.[name]
    if (!contract) throw new Error(`solc: no contract ${name}`)
    return {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  }
  return Object.fromEntries(
    (Object.keys(contracts) as name[]).map((name) => [name, artifact(name)]),
  ) as Record<name, SolidityArtifact>
}
