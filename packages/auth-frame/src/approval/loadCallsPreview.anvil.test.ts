import {
  anvilTestAccounts,
  deployTestContracts,
  getFreePort,
  type StartAnvilReturnType,
  startAnvil,
  testContracts,
} from '@latch/testing-node'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createNetworkClients, type NetworkClient } from '../rpc/createNetworkClients.js'
import { loadCallsPreview } from './loadTransactionPreview.js'
import { readTokenInfo } from './readTokenInfo.js'

// A batch's preview against a real node: the calls in order in one block, from a smart account's
// counterfactual address that has no code yet (anvil's eth_simulateV1, validation off).

const [account0, account1] = anvilTestAccounts
// No code, never used: a smart account not deployed yet.
const undeployed: Address = '0x1234567890AbcdEF1234567890aBcdef12345678'
let anvil: StartAnvilReturnType
let network: NetworkClient

const ltt = (functionName: 'transfer' | 'approve', to: Address, amount: bigint) => ({
  to: testContracts.latchTestToken,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName, args: [to, amount] }),
})

const preview = (sender: Address, calls: Parameters<typeof loadCallsPreview>[2]) =>
  loadCallsPreview(network, sender, calls, {
    readToken: (token) => readTokenInfo(network.client, token),
    symbol: 'ETH',
    trusted: network.client,
    fee: Promise.resolve({ sponsored: true }),
  })

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337, reuse: false })
  await deployTestContracts({ rpcUrl: anvil.url })
  const found = createNetworkClients([
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: anvil.url,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
  ]).get(31337)
  if (!found) throw new Error('no client')
  network = found
  // The counterfactual account was funded before its first use: 1 ETH and 100 LTT.
  await network.client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [undeployed, numberToHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({ account: account0, transport: http(anvil.url) })
  await wallet.sendTransaction({ chain: null, ...ltt('transfer', undeployed, parseEther('100')) })
}, 60_000)

afterAll(() => anvil?.stop())

describe('loadCallsPreview on anvil, from an undeployed smart account', () => {
  test('the calls together: every value leaves, the token changes add up', async () => {
    expect(
      await preview(undeployed, [
        { to: account1, value: parseEther('0.1'), data: undefined },
        ltt('transfer', account1, parseEther('12.5')),
        ltt('transfer', account1, parseEther('2.5')),
      ]),
    ).toEqual({
      fee: 'Sponsored',
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH', '−15 LTT'] },
    })
  })

  test('in order in one block: a later call sees what an earlier one did', async () => {
    // 60 + 60 LTT is more than the 100 held: the second transfer reverts, and it is named.
    const result = await preview(undeployed, [
      ltt('transfer', account1, parseEther('60')),
      ltt('transfer', account1, parseEther('60')),
    ])
    expect(result).toMatchObject({ simulation: { status: 'reverted' } })
    expect(JSON.stringify(result)).toContain('Call 2 of 2')
  })
})
