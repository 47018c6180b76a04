import { readFileSync } from 'node:fs'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

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
export type TestContractArtifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

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

function compile(): Record<TestContractName, TestContractArtifact> {
  const sources = Object.fromEntries(
    sourceFiles.map((file) => [
      file,
      { content: readFileSync(new URL(`./solidity/${file}`, import.meta.url), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = output.errors?.filter(({ severity }) => severity === 'error') ?? []
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`)
  }
  const artifact = (name: TestContractName): TestContractArtifact => {
    const contract = output.contracts?.[contractFiles[name]]?.[name]
    if (!contract) throw new Error(`solc: no contract ${name}`)
    return {
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
    }
  }
  return {
    LatchTestToken: artifact('LatchTestToken'),
    LatchTestUsd: artifact('LatchTestUsd'),
    LatchExtraToken: artifact('LatchExtraToken'),
    LatchTestNft: artifact('LatchTestNft'),
    LatchTestItems: artifact('LatchTestItems'),
    LatchMulticall3: artifact('LatchMulticall3'),
    LatchWeth9: artifact('LatchWeth9'),
    LatchIdRegistry: artifact('LatchIdRegistry'),
    LatchKeyRegistry: artifact('LatchKeyRegistry'),
  }
}
