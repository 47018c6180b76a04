import { setTimeout as sleep } from 'node:timers/promises'
import {
  anvilTestAccounts,
  testContracts,
  testContractsDeployer,
  testContractsDeployerKey,
} from '@latch/testing'
import {
  type Address,
  createTestClient,
  type Hex,
  http,
  type PublicActions,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { anvilWalletClient } from './anvilWalletClient.ts'
import { compileTestContracts, type TestContractName } from './compileTestContracts.ts'

/** Parameters of {@link deployTestContracts}. */
export type DeployTestContractsParameters = {
  /** An anvil node's HTTP JSON-RPC endpoint (it must accept `anvil_setCode`/`anvil_setBalance`). */
  rpcUrl: string
}

/** What {@link deployTestContracts} returns: the addresses, {@link testContracts}. */
export type DeployTestContractsReturnType = typeof testContracts

const [account0, account1] = anvilTestAccounts
/** How long to wait for contracts another process is deploying to the same chain. */
const concurrentDeployTimeoutMs = 15_000

/**
 * Deploys Latch's test contracts to a local anvil chain at the fixed
 * {@link testContracts} addresses, from a dedicated deployer funded with `anvil_setBalance`, and
 * places Multicall3-compatible code at 0xcA11bde05977b3631167028862bE2a173976CA11 with
 * `anvil_setCode`. Idempotent: a chain that already has code at every address is left as it is.
 *
 * Initial state (amounts in whole tokens): anvil accounts #0–#4 hold 1,000 LTT and 2,500 LUSD each;
 * LatchTestNft #1 and #2 belong to account #0 and #3 to account #1; account #0 holds 5 of
 * LatchTestItems id 1; account #1 holds 500 LXT. Each is minted in its contract's constructor, so
 * it shows as a Transfer from address 0 in the deployment transaction.
 *
 * Two calls racing on one chain are fine: the one whose transactions land first deploys, the other
 * waits (up to 15 s) for the contracts to appear.
 *
 * @param parameters - {@link DeployTestContractsParameters}
 * @returns The contract addresses ({@link testContracts}).
 * @throws {Error} 'The test contracts deployer has nonce <n> on <rpcUrl> but its contracts are
 * missing' when the chain saw other transactions from the deployer and the contracts did not
 * appear within 15 s (the addresses would differ).
 * @throws {Error} 'Deploying <name> failed in <hash>' when a deployment reverts.
 * @throws {Error} 'solc: <errors>' when a source does not compile; viem's errors for RPC failures.
 *
 * @example
 * import { deployTestContracts, startAnvil } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: 8545 })
 * const { latchTestToken } = await deployTestContracts({ rpcUrl: anvil.url })
 */
export async function deployTestContracts(
  parameters: DeployTestContractsParameters,
): Promise<DeployTestContractsReturnType> {
  const { rpcUrl } = parameters
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  if (await isDeployed(client)) return testContracts

  const nonce = await getNonce(client)
  // Another process may be deploying right now: wait for its contracts.
  if (nonce !== 0) return waitForOtherDeployment(client, rpcUrl)

  const artifacts = compileTestContracts()
  const chainId = await client.getChainId()
  const wallet = anvilWalletClient(rpcUrl, chainId, testContractsDeployerKey)
  await client.setBalance({ address: testContractsDeployer, value: parseEther('1000') })

  const everyone = [...anvilTestAccounts]
  const deployments: [TestContractName, readonly unknown[]][] = [
    ['LatchTestToken', [everyone, everyone.map(() => parseEther('1000'))]],
    ['LatchTestUsd', [everyone, everyone.map(() => parseUnits('2500', 6))]],
    ['LatchExtraToken', [[account1], [parseEther('500')]]],
    ['LatchTestNft', [[account0, account0, account1]]],
    ['LatchTestItems', [account0, 1n, 5n]],
  ]
  // Nonces 0–4 in this order give the addresses of `testContracts`.
  const hashes: Hex[] = []
  for (const [nonce, [name, args]] of deployments.entries()) {
    const { abi, bytecode } = artifacts[name]
    try {
      hashes.push(await wallet.deployContract({ abi, bytecode, args, nonce }))
    } catch (error) {
      // A process deploying at the same time took this nonce: its contracts land at the same
      // addresses. Anything else is our failure.
      if ((await getNonce(client)) <= hashes.length) throw error
      return waitForOtherDeployment(client, rpcUrl)
    }
  }
  for (const [index, hash] of hashes.entries()) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new Error(`Deploying ${deployments[index]?.[0]} failed in ${hash}`)
    }
  }

  if (!(await hasCode(client, testContracts.multicall3))) {
    const bytecode = artifacts.LatchMulticall3.deployedBytecode
    await client.setCode({ address: testContracts.multicall3, bytecode })
  }
  return testContracts
}

type DeployerClient = Pick<PublicActions, 'getCode' | 'getTransactionCount'>

function getNonce(client: DeployerClient): Promise<number> {
  return client.getTransactionCount({ address: testContractsDeployer, blockTag: 'pending' })
}

async function waitForOtherDeployment(client: DeployerClient, rpcUrl: string) {
  const deadline = Date.now() + concurrentDeployTimeoutMs
  while (Date.now() < deadline) {
    if (await isDeployed(client)) return testContracts
    await sleep(200)
  }
  const nonce = await getNonce(client)
  throw new Error(
    `The test contracts deployer has nonce ${nonce} on ${rpcUrl} but its contracts are missing`,
  )
}

async function hasCode(client: Pick<PublicActions, 'getCode'>, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}

async function isDeployed(client: Pick<PublicActions, 'getCode'>): Promise<boolean> {
  const present = await Promise.all(
    Object.values(testContracts).map((address) => hasCode(client, address)),
  )
  return present.every(Boolean)
}
