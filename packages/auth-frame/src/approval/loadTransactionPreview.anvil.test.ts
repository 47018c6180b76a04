import {
  anvilTestAccounts,
  deployUniswapV3,
  getFreePort,
  type StartAnvilReturnType,
  startAnvil,
  testContracts,
  testUniswapV3,
} from '@latch/testing-node'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createNetworkClients, type NetworkClient } from '../rpc/createNetworkClients.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { loadTransactionPreview } from './loadTransactionPreview.js'
import { readTokenInfo } from './readTokenInfo.js'

// What Approve Transaction previews, against a real node (anvil's eth_simulateV1 with
// traceTransfers): what leaves (the request's value) and what the simulation says comes back.

const [account0, account1] = anvilTestAccounts
const wethAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256)'])
let anvil: StartAnvilReturnType
let network: NetworkClient

const request = (call: { to: Address; value?: bigint; data?: `0x${string}` }) =>
  ({
    to: call.to,
    value: call.value ?? 0n,
    data: call.data,
    gas: undefined,
    nonce: undefined,
    gasPrice: undefined,
    maxFeePerGas: undefined,
    maxPriorityFeePerGas: undefined,
  }) satisfies TransactionRequest

/** `transfer(account1, amount)` of the Latch Test Token (18 decimals). */
const lttTransfer = (amount: bigint) =>
  request({
    to: testContracts.latchTestToken,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account1, amount] }),
  })

const preview = (transaction: TransactionRequest) =>
  loadTransactionPreview(
    network,
    account0,
    transaction,
    (token) => readTokenInfo(network.client, token),
    'ETH',
    undefined,
    network.client,
  )

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337, reuse: false })
  await deployUniswapV3({ rpcUrl: anvil.url })
  const found = createNetworkClients([
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: anvil.url,
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
  ]).get(31337)
  // The same anvil is both the host's RPC and the trusted one here.
  if (!found) throw new Error('no client')
  network = found
}, 60_000)

afterAll(() => anvil?.stop())

describe('loadTransactionPreview on anvil', () => {
  test('a native send: −0.1 ETH and a fee', async () => {
    const result = await preview(request({ to: account1, value: parseEther('0.1') }))
    expect(result).toMatchObject({
      fee: expect.stringMatching(/^0\.0\d* ETH$/),
      simulation: { status: 'success', balanceChanges: ['−0.1 ETH'] },
    })
  })

  test('an ERC-20 transfer: the token read from its contract, no native change', async () => {
    expect(await preview(lttTransfer(parseEther('12.5')))).toMatchObject({
      simulation: { status: 'success', balanceChanges: ['−12.5 LTT'] },
    })
  })

  test('what comes back counts: unwrapping WETH shows +ETH, though no value is sent', async () => {
    const wallet = createWalletClient({ account: account0, transport: http(anvil.url) })
    await wallet.sendTransaction({
      chain: null,
      to: testUniswapV3.weth9,
      value: parseEther('1'),
      data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    })
    const data = encodeFunctionData({
      abi: wethAbi,
      functionName: 'withdraw',
      args: [parseEther('0.4')],
    })
    // WETH9 burns with its own Withdrawal event, not a Transfer: token changes are read from
    // Transfer logs, so only the ETH shows.
    expect(await preview(request({ to: testUniswapV3.weth9, data }))).toMatchObject({
      simulation: { status: 'success', balanceChanges: ['+0.4 ETH'] },
    })
  })

  test('a transfer the token refuses: the revert reason', async () => {
    expect(await preview(lttTransfer(parseEther('1000000000')))).toMatchObject({
      simulation: { status: 'reverted' },
    })
  })
})
