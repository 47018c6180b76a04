import {
  deploySmartAccountContracts,
  getFreePort,
  type StartAnvilReturnType,
  type StartBundlerReturnType,
  type StartPaymasterReturnType,
  startAnvil,
  startBundler,
  startPaymaster,
} from '@latch/testing-node'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEip1193Handler } from '../rpc/createEip1193Handler.js'
import { createNetworkClients, type NetworkClient } from '../rpc/createNetworkClients.js'
import { executeApproval, type QueuedRequest } from '../rpc/executeApproval.js'
import { DELEGATION_DESIGNATOR } from './toFrameSmartAccount.js'
import { waitForBundleTransaction } from './userOperations.js'

// The smart-account engine end to end against a real anvil (Prague), part A's bundler and
// paymaster (@latch/testing-node): addresses, plans prepared before approval, what is signed and
// sent, EIP-5792 statuses. Each approval is auto-approved with the owner's key.

let anvil: StartAnvilReturnType
let bundler: StartBundlerReturnType
let paymaster: StartPaymasterReturnType
let paymasterAddress: Address
const client = () => createPublicClient({ chain: foundry, transport: http(anvil.url) })
const testClient = () =>
  createTestClient({ mode: 'anvil', chain: foundry, transport: http(anvil.url) })
const alice = '0x00000000000000000000000000000000000a11ce' as Address
const bob = '0x0000000000000000000000000000000000000b0b' as Address

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337 })
  paymasterAddress = (await deploySmartAccountContracts({ rpcUrl: anvil.url })).paymaster
  bundler = await startBundler({ port: await getFreePort(), rpcUrl: anvil.url, chainId: 31337 })
  paymaster = await startPaymaster({ port: await getFreePort(), chainIds: [31337] })
}, 120_000)

afterAll(async () => {
  await bundler?.stop()
  await paymaster?.stop()
  await anvil?.stop()
})

/** A handler for a new owner on chain 31337 with the given smart-account settings. */
function setup(
  smartAccount: { type: '4337' | '7702'; sponsored?: boolean } | undefined,
  accountType?: 'eoa' | 'smartAccount',
) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const plans: QueuedRequest[] = []
  const events: Address[][] = []
  const networks = createNetworkClients([
    // The same node as an EOA-only network (no bundler): reads only, to switch chains.
    {
      chainId: 31338,
      name: 'Anvil 2',
      rpcUrl: anvil.url,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: anvil.url,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      ...(smartAccount
        ? {
            smartAccount: {
              type: smartAccount.type,
              bundlerUrl: bundler.url,
              ...(smartAccount.sponsored ? { paymasterUrl: paymaster.url } : {}),
            },
          }
        : {}),
    },
  ])
  const handler = createEip1193Handler({
    networks,
    chainId: 31337,
    accountType,
    address: () => owner.address,
    enqueue: async (queued) => {
      plans.push(queued)
      return executeApproval(queued, owner as PrivateKeyAccount, handler.bundles)
    },
    onChainChanged: () => {},
    onAccountsChanged: (accounts) => events.push(accounts),
  })
  return { owner, handler, plans, events }
}

const fund = (address: Address) => testClient().setBalance({ address, value: parseEther('10') })

async function waitForStatus(handler: ReturnType<typeof setup>['handler'], id: Hex) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const status = (await handler.request('wallet_getCallsStatus', [id])) as { status: number }
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('still pending')
}

describe('4337 (Solady account, Latch factory)', () => {
  test('a batch is one user operation: plan before approval, status 200, both calls ran', async () => {
    const { owner, handler, plans } = setup({ type: '4337' })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    expect(isAddressEqual(smart as Address, owner.address)).toBe(false)
    await fund(smart as Address)
    const before = await handler.getAccounts()
    expect(before).toEqual({
      accountType: 'smartAccount',
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: owner.address, type: 'eoa' },
      ],
      smartAccountDeployed: false,
    })
    const { id } = (await handler.request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(31337),
        from: smart,
        atomicRequired: true,
        calls: [
          { to: alice, value: numberToHex(1000n) },
          { to: bob, value: numberToHex(2000n) },
        ],
      },
    ])) as { id: Hex }
    expect(plans[0]?.plan).toMatchObject({
      via: 'userOperation',
      sender: smart,
      upgrade: false,
      sponsored: false,
    })
    const plan = plans[0]?.plan as { maxFee: bigint }
    expect(plan.maxFee).toBeGreaterThan(0n)
    const status = await waitForStatus(handler, id)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true })
    expect(status.status).toBe(200)
    expect(await client().getBalance({ address: alice })).toBeGreaterThanOrEqual(1000n)
    expect((await handler.getAccounts()).smartAccountDeployed).toBe(true)
    // What the operation could cost at most was taken from the account, no more.
    expect(await client().getBalance({ address: smart as Address })).toBeGreaterThanOrEqual(
      parseEther('10') - 3000n - plan.maxFee,
    )
  }, 60_000)

  test('personal_sign of an undeployed account verifies with viem (ERC-7739 in ERC-6492)', async () => {
    const { handler } = setup({ type: '4337', sponsored: true })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    const signature = (await handler.request('personal_sign', ['hello', smart])) as Hex
    expect(
      await client().verifyMessage({ address: smart as Address, message: 'hello', signature }),
    ).toBe(true)
  }, 60_000)

  test('a sponsored eth_sendTransaction answers the mined bundle transaction', async () => {
    const { handler, plans } = setup({ type: '4337', sponsored: true })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    const hash = (await handler.request('eth_sendTransaction', [
      { from: smart, to: alice, value: '0x0' },
    ])) as Hex
    expect(plans[0]?.plan).toEqual({
      via: 'userOperation',
      sender: smart,
      upgrade: false,
      sponsored: true,
      paymaster: paymasterAddress,
      maxFee: undefined,
    })
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getCode({ address: smart as Address })).not.toBeUndefined()
  }, 60_000)

  test('two batches asked at once: the second is prepared once the first was sent', async () => {
    const { handler, plans } = setup({ type: '4337', sponsored: true })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    const batch = (to: Address) =>
      handler.request('wallet_sendCalls', [
        { version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to, value: '0x0' }] },
      ]) as Promise<{ id: Hex }>
    const [first, second] = await Promise.all([batch(alice), batch(bob)])
    expect((await waitForStatus(handler, first.id)).status).toBe(200)
    expect((await waitForStatus(handler, second.id)).status).toBe(200)
    const [one, two] = plans.map((queued) => queued.prepared?.operation)
    // Prepared after the first was sent: the account exists, no second deployment.
    expect(one?.factory).toBeDefined()
    expect(two?.factory).toBeUndefined()
    // Nonce key 0: sequence 0 then 1 (a newer operation supersedes a withheld one).
    expect(one?.nonce).toBe(0n)
    expect(two?.nonce).toBe(1n)
  }, 60_000)

  test('a receipt that never comes: the error names the user operation hash', async () => {
    const { handler, plans } = setup({ type: '4337', sponsored: true })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    await handler.request('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to: alice, value: '0x0' }] },
    ])
    const network = plans[0]?.network as NetworkClient
    const unknown = `0x${'ab'.repeat(32)}` as const
    await expect(waitForBundleTransaction(network, unknown, 1_200)).rejects.toMatchObject({
      code: -32603,
      message: `The user operation ${unknown} was sent but not included within 1.2 s; look it up with eth_getUserOperationReceipt.`,
    })
  }, 60_000)

  test('switching to a chain without a bundler and back moves the active address', async () => {
    const { owner, handler, events } = setup({ type: '4337' })
    const [smart] = (await handler.request('eth_accounts', [])) as Address[]
    await handler.request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(await handler.request('eth_accounts', [])).toEqual([owner.address])
    expect((await handler.getAccounts()).accountType).toBe('eoa')
    await handler.request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])
    expect(events).toEqual([[owner.address], [smart]])
    expect(await handler.request('wallet_getCapabilities', [smart, ['0x7a69', '0x7a6a']])).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, assetDiscovery: { supported: true } },
    })
  }, 60_000)

  test('switching to EOA moves the active address and posts accountsChanged', async () => {
    const { owner, handler, events } = setup({ type: '4337' })
    const accounts = await handler.setAccountType('eoa')
    expect(accounts.accountType).toBe('eoa')
    expect(accounts.accounts[0]).toEqual({ address: owner.address, type: 'eoa' })
    expect(events).toEqual([[owner.address]])
    expect(await handler.request('eth_accounts', [])).toEqual([owner.address])
    expect(await handler.request('wallet_getCapabilities', [owner.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  }, 60_000)
})

describe('7702 (Simple7702Account)', () => {
  test('first use carries the authorisation (upgrade), then the EOA is delegated', async () => {
    const { owner, handler, plans } = setup({ type: '7702', sponsored: true })
    expect(await handler.request('eth_accounts', [])).toEqual([owner.address])
    expect(await handler.getAccounts()).toEqual({
      accountType: 'smartAccount',
      accounts: [{ address: owner.address, type: 'smartAccount' }],
      smartAccountDeployed: false,
    })
    expect(await handler.request('wallet_getCapabilities', [])).toEqual({
      '0x7a69': {
        atomic: { status: 'ready' },
        paymasterService: { supported: true },
        assetDiscovery: { supported: true },
      },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
    await handler.request('eth_sendTransaction', [{ from: owner.address, to: bob, value: '0x0' }])
    expect(plans[0]?.plan).toMatchObject({ upgrade: true, sponsored: true })
    expect(await client().getCode({ address: owner.address })).toBe(
      DELEGATION_DESIGNATOR.toLowerCase(),
    )
    expect((await handler.getAccounts()).smartAccountDeployed).toBe(true)
    const signature = (await handler.request('personal_sign', ['hi', owner.address])) as Hex
    expect(await client().verifyMessage({ address: owner.address, message: 'hi', signature })).toBe(
      true,
    )
    await handler.request('eth_sendTransaction', [{ from: owner.address, to: bob, value: '0x0' }])
    expect(plans[2]?.plan).toMatchObject({ via: 'userOperation', upgrade: false })
  }, 60_000)
})

describe('EOA (no bundler)', () => {
  test('wallet_sendCalls: atomicRequired is refused (5760), else one transaction per call', async () => {
    const { owner, handler, plans } = setup(undefined)
    await fund(owner.address)
    const batch = (atomicRequired: boolean) => [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired,
        calls: [
          { to: alice, value: '0x1' },
          { to: bob, value: '0x2' },
        ],
      },
    ]
    await expect(handler.request('wallet_sendCalls', batch(true))).rejects.toMatchObject({
      code: 5760,
      message: 'Atomicity is not supported',
    })
    expect(plans).toEqual([])
    const { id } = (await handler.request('wallet_sendCalls', batch(false))) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(plans[0]?.plan).toEqual({ via: 'transaction' })
    const status = (await waitForStatus(handler, id)) as { status: number; receipts: unknown[] }
    expect(status).toMatchObject({ atomic: false, status: 200 })
    expect(status.receipts).toHaveLength(2)
    await expect(
      handler.request('wallet_getCallsStatus', [`0x${'1'.repeat(64)}`]),
    ).rejects.toMatchObject({ code: 5730 })
  }, 60_000)

  test('wallet_sendCalls: a later call that cannot be sent still answers { id }, status 500', async () => {
    const { owner, handler } = setup(undefined)
    await fund(owner.address)
    const before = await client().getBalance({ address: alice })
    const { id } = (await handler.request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        calls: [
          { to: alice, value: '0x1' },
          // The paymaster has no such function: the estimate reverts, nothing is sent.
          { to: paymasterAddress, data: '0xdeadbeef' },
          { to: bob, value: '0x2' },
        ],
      },
    ])) as { id: Hex }
    const status = (await waitForStatus(handler, id)) as { status: number; receipts: unknown[] }
    expect(status).toMatchObject({ atomic: false, status: 500 })
    expect(status.receipts).toHaveLength(1)
    expect(await client().getBalance({ address: alice })).toBe(before + 1n)
  }, 60_000)
})
