import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concatHex,
  createTestClient,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  type PublicActions,
  parseAbi,
  parseEther,
  publicActions,
  toHex,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { anvilWalletClient } from '../contracts/anvilWalletClient.ts'
import { compileSmartAccountContracts } from './compileSmartAccountContracts.ts'
import {
  CREATE2_DEPLOYER,
  CREATE2_SALT,
  create2Address,
  latchAccountDeployment,
} from './smartAccountAddresses.ts'

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
const entryPointArtifact = (name: string): Artifact =>
  require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact

/** eth-infinitism's Simple7702Account (EntryPoint v0.8), viem's default 7702 implementation. */
export const SIMPLE_7702_ACCOUNT_ADDRESS: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/** The key that sends the CREATE2 deployer calls and the paymaster deposit (funded by anvil_setBalance). */
const deployerKey = keccak256(toHex('latch smart account contracts deployer'))

/** Parameters of {@link deploySmartAccountContracts}. */
export type DeploySmartAccountContractsParameters = {
  /** An anvil node's HTTP JSON-RPC endpoint (it must accept `anvil_setCode`/`anvil_setBalance`). */
  rpcUrl: string
}

/** The addresses {@link deploySmartAccountContracts} leaves code at. */
export type SmartAccountContracts = {
  entryPoint: Address
  simple7702Account: Address
  accountImplementation: Address
  accountFactory: Address
  paymaster: Address
}

/** The addresses of the smart-account contracts on every local chain (the same everywhere). */
export function smartAccountContracts(): SmartAccountContracts {
  const { account, factory } = latchAccountDeployment()
  return {
    entryPoint: entryPoint08Address,
    simple7702Account: SIMPLE_7702_ACCOUNT_ADDRESS,
    accountImplementation: account,
    accountFactory: factory,
    paymaster: create2Address(compileSmartAccountContracts().LatchTestPaymaster.bytecode),
  }
}

/** The paymaster's deposit in the EntryPoint after deployment: 10 ETH (wei). */
export const TEST_PAYMASTER_DEPOSIT = parseEther('10')

/**
 * Puts the ERC-4337 contracts on a local anvil chain: EntryPoint v0.8 at its canonical address
 * (deployed by the CREATE2 deployer at another address, its runtime code copied to the canonical address
 * with `anvil_setCode`, and its SenderCreator's immutable EntryPoint address patched to the
 * canonical one, at the SenderCreator the copy uses and at the one `EntryPointSimulations`
 * expects: the canonical address's first CREATE), `Simple7702Account` at viem's default address,
 * `LatchSmartAccount` and `LatchSmartAccountFactory` through the CREATE2 deployer (salt 0), and
 * `LatchTestPaymaster` likewise, with a 10 ETH deposit. Idempotent: each part whose code is
 * already there is skipped (the deposit is topped up to 10 ETH when below 1 ETH).
 *
 * @param parameters - {@link DeploySmartAccountContractsParameters}
 * @returns The contracts' addresses ({@link smartAccountContracts}).
 * Two calls racing on one chain are fine: when a step of one fails, it waits (up to 15 s) for
 * every contract to have code, and throws its own error only if they do not.
 *
 * @throws {Error} 'Deploying <name> failed in <hash>' when a deployment reverts.
 * @throws {Error} 'The EntryPoint copy does not work: <what>' when the checks after placing it fail.
 */
export async function deploySmartAccountContracts(
  parameters: DeploySmartAccountContractsParameters,
): Promise<SmartAccountContracts> {
  try {
    return await deploy(parameters.rpcUrl)
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('The EntryPoint copy')) throw error
    // Another process deploying to the same chain at the same time takes the deployer's nonces:
    // its contracts land at the same addresses. Wait for them; anything else is our failure.
    const client = createTestClient({ mode: 'anvil', transport: http(parameters.rpcUrl) }).extend(
      publicActions,
    )
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      const codes = await Promise.all(
        Object.values(smartAccountContracts()).map((address) => client.getCode({ address })),
      )
      if (codes.every((code) => code !== undefined && code !== '0x')) return smartAccountContracts()
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw error
  }
}

async function deploy(rpcUrl: string): Promise<SmartAccountContracts> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  const chainId = await client.getChainId()
  const wallet = anvilWalletClient(rpcUrl, chainId, deployerKey)
  const { account } = wallet
  const contracts = smartAccountContracts()
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const waitFor = async (name: string, hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Deploying ${name} failed in ${hash}`)
  }
  const balance = await client.getBalance({ address: account.address })
  if (balance < parseEther('100')) {
    await client.setBalance({ address: account.address, value: parseEther('1000') })
  }

  if (!(await hasCode(entryPoint08Address))) {
    // The copy is deployed by the CREATE2 deployer, so racing calls all copy the same one.
    const { bytecode } = entryPointArtifact('EntryPoint')
    const copy = create2Address(bytecode)
    if (!(await hasCode(copy))) {
      const data = concatHex([CREATE2_SALT, bytecode])
      await waitFor('EntryPoint', await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data }))
    }
    await client.setCode({
      address: entryPoint08Address,
      bytecode: (await client.getCode({ address: copy })) as Hex,
    })
    const senderCreator = getContractAddress({ from: copy, nonce: 1n })
    const code = (await client.getCode({ address: senderCreator })) as Hex
    const patched = code
      .toLowerCase()
      .replaceAll(copy.slice(2).toLowerCase(), entryPoint08Address.slice(2).toLowerCase()) as Hex
    if (patched === code.toLowerCase())
      throw new Error('The EntryPoint copy does not work: SenderCreator has no EntryPoint address')
    await client.setCode({ address: senderCreator, bytecode: patched })
    const simulationSenderCreator = getContractAddress({ from: entryPoint08Address, nonce: 1n })
    await client.setCode({ address: simulationSenderCreator, bytecode: patched })
    await checkEntryPoint(client, senderCreator, chainId)
  }

  if (!(await hasCode(SIMPLE_7702_ACCOUNT_ADDRESS))) {
    const { deployedBytecode } = entryPointArtifact('Simple7702Account')
    await client.setCode({ address: SIMPLE_7702_ACCOUNT_ADDRESS, bytecode: deployedBytecode })
  }

  const { accountInitCode, factoryInitCode } = latchAccountDeployment()
  const paymasterInitCode = compileSmartAccountContracts().LatchTestPaymaster.bytecode
  for (const [name, address, initCode] of [
    ['LatchSmartAccount', contracts.accountImplementation, accountInitCode],
    ['LatchSmartAccountFactory', contracts.accountFactory, factoryInitCode],
    ['LatchTestPaymaster', contracts.paymaster, paymasterInitCode],
  ] as const) {
    if (await hasCode(address)) continue
    const hash = await wallet.sendTransaction({
      to: CREATE2_DEPLOYER,
      data: concatHex([CREATE2_SALT, initCode]),
    })
    await waitFor(name, hash)
    if (!(await hasCode(address))) throw new Error(`Deploying ${name} failed in ${hash}`)
  }

  const deposit = await client.readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [contracts.paymaster],
  })
  if (deposit < parseEther('1')) {
    const hash = await wallet.sendTransaction({
      to: entryPoint08Address,
      data: encodeFunctionData({
        abi: entryPoint08Abi,
        functionName: 'depositTo',
        args: [contracts.paymaster],
      }),
      value: TEST_PAYMASTER_DEPOSIT,
    })
    await waitFor('the paymaster deposit', hash)
  }
  return contracts
}

type CheckClient = Pick<PublicActions, 'readContract'>

/** Checks the canonical EntryPoint's EIP-712 domain and its SenderCreator after the copy. */
async function checkEntryPoint(
  client: CheckClient,
  senderCreator: Address,
  expectedChainId: number,
): Promise<void> {
  const [, name, version, chainId, verifyingContract] = await client.readContract({
    address: entryPoint08Address,
    abi: parseAbi([
      'function eip712Domain() view returns (bytes1, string, string, uint256, address, bytes32, uint256[])',
    ]),
    functionName: 'eip712Domain',
  })
  const reported = await client.readContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'senderCreator',
  })
  const creatorEntryPoint = await client.readContract({
    address: senderCreator,
    abi: parseAbi(['function entryPoint() view returns (address)']),
    functionName: 'entryPoint',
  })
  const problems = [
    name !== 'ERC4337' || version !== '1' ? `domain ${name} ${version}` : '',
    verifyingContract !== entryPoint08Address ? `verifyingContract ${verifyingContract}` : '',
    chainId !== BigInt(expectedChainId) ? `chainId ${chainId}` : '',
    reported !== senderCreator ? `senderCreator() ${reported}` : '',
    creatorEntryPoint !== entryPoint08Address
      ? `SenderCreator.entryPoint ${creatorEntryPoint}`
      : '',
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new Error(`The EntryPoint copy does not work: ${problems.join(', ')}`)
  }
}
