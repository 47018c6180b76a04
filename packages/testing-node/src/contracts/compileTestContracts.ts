import { compileSolidity, type SolidityArtifact } from './compileSolidity.ts'

/** The contracts of `./solidity/` that {@link compileTestContracts} returns. */
export type TestContractName =
  | 'LatchTestToken'
  | 'LatchTestUsd'
  | 'LatchExtraToken'
  | 'LatchTestNft'
  | 'LatchTestItems'
  | 'LatchMulticall3'
  | 'LatchWeth9'
  | 'LatchIdRegistry'
  | 'LatchKeyRegistry'

/** One compiled contract: its ABI, creation code and runtime code. */
export type TestContractArtifact = SolidityArtifact

const sourceFiles = [
  'LatchErc20.sol',
  'LatchIdRegistry.sol',
  'LatchKeyRegistry.sol',
  'LatchMetadata.sol',
  'LatchMulticall3.sol',
  'LatchTestItems.sol',
  'LatchTestNft.sol',
  'LatchTestToken.sol',
  'LatchWeth9.sol',
] as const

const contractFiles: Record<TestContractName, (typeof sourceFiles)[number]> = {
  LatchTestToken: 'LatchTestToken.sol',
  LatchTestUsd: 'LatchTestToken.sol',
  LatchExtraToken: 'LatchTestToken.sol',
  LatchTestNft: 'LatchTestNft.sol',
  LatchTestItems: 'LatchTestItems.sol',
  LatchMulticall3: 'LatchMulticall3.sol',
  LatchWeth9: 'LatchWeth9.sol',
  LatchIdRegistry: 'LatchIdRegistry.sol',
  LatchKeyRegistry: 'LatchKeyRegistry.sol',
}

let compiled: Record<TestContractName, TestContractArtifact> | undefined

/**
 * Compiles the test contracts in `./solidity/` with solc-js (the `solc` package's bundled
 * compiler, offline; EVM version cancun, optimizer on). The result is cached for the process: the
 * first call takes a few seconds, later ones return the same object.
 *
 * @returns Each contract's ABI, creation bytecode and runtime bytecode, by contract name.
 * @throws {Error} 'solc: <errors>' when a source does not compile.
 */
export function compileTestContracts(): Record<TestContractName, TestContractArtifact> {
  compiled ??= compile()
  return compiled
}

function compile(): Record<TestContractName, TestContractArtifact> {
  return compileSolidity({
    folder: new URL('./solidity/', import.meta.url),
    sources: sourceFiles,
    contracts: contractFiles,
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 } },
  })
}
