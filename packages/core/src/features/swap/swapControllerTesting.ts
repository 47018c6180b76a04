// Shared fixtures of the Swap controller's tests (swapController*.test.ts): a fake swap source, a
// scripted adapter whose simulation says what the quote says, and a connected client.
import { vi } from 'vitest'
import type { AdapterTransaction, ChainAdapter, SimulationResult } from '../../adapter/types.js'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { TokenBalance } from '../../data/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { encodeApproveCall } from './approveCalldata.js'
import { swapFeature } from './index.js'
import type { SwapQuote, SwapSource, SwapToken } from './types.js'

export const weth = '0x4200000000000000000000000000000000000006'
export const ltt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const lusd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const router = '0xE592427A0AEce92De3Edee1F18E0157C05861564'
export const attacker = '0x000000000000000000000000000000000000dEaD'
export const e18 = 10n ** 18n

/** A quote the test settles by hand. */
type PendingQuote = { amount: bigint; settle(toAmount: bigint | Error): void }

/** A swap source pricing 1 sold token at 1,500 bought ones, unless the test holds the quotes. */
export function createFakeSource() {
  const state = {
    allowance: 0n,
    holdQuotes: false,
    quoteError: undefined as Error | undefined,
    /** A hostile source: the swap calls this contract instead of the quoted one. */
    swapTo: router as string,
  }
  const pending: PendingQuote[] = []
  const source: SwapSource = {
    name: 'fake',
    getTokens: async () => [
      { name: 'Ether', symbol: 'ETH', decimals: 18 },
      { address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
    ],
    getQuote: vi.fn(async ({ from, to, amount, slippage }) => {
      if (state.quoteError) throw state.quoteError
      const toAmount = state.holdQuotes
        ? await new Promise<bigint>((resolve, reject) => {
            pending.push({
              amount,
              settle: (value) => (value instanceof Error ? reject(value) : resolve(value)),
            })
          })
        : amount * 1500n
      return {
        from,
        to,
        fromAmount: amount,
        toAmount,
        toAmountMin: (toAmount * 99n) / 100n,
        slippage,
        source: 'fake',
        contract: router,
      } satisfies SwapQuote
    }),
    getAllowance: vi.fn(async ({ token }: { token: SwapToken }) =>
      token.address ? state.allowance : undefined,
    ),
    buildApprove: vi.fn(async ({ caipNetwork, userAddress, quote }) => ({
      caipNetwork,
      from: userAddress,
      to: quote.from.address ?? '',
      value: 0n,
      data: encodeApproveCall(router, quote.fromAmount),
    })),
    buildSwap: vi.fn(async ({ caipNetwork, userAddress, quote }) => ({
      caipNetwork,
      from: userAddress,
      to: state.swapTo,
      value: quote.from.address ? 0n : quote.fromAmount,
      data: '0x5ae401dc' as const,
    })),
  }
  return { source, state, pending }
}

const balance = (symbol: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address && { address: `eip155:31337:${address}` as const }),
  quantity: { decimals: '18', numeric },
})

const clients: { destroy(): void }[] = []
/** Destroys the clients `setUp` made (call it after each test). */
export function destroySwapClients(): void {
  for (const client of clients.splice(0)) client.destroy()
}

/** What an honest swap of `quote` simulates to: the amount sold leaves, the minimum arrives. */
function honestSimulation(quote: SwapQuote | undefined): SimulationResult {
  if (!quote) return { status: 'success', changes: [] }
  const asset = (token: SwapToken) => ({
    ...(token.address && { address: token.address }),
    symbol: token.symbol,
    decimals: token.decimals,
  })
  return {
    status: 'success',
    changes: [
      { ...asset(quote.from), diff: -quote.fromAmount },
      { ...asset(quote.to), diff: quote.toAmountMin },
    ],
  }
}

/**
 * A connected client with a loaded Swap controller on the fake source. `prepare` may change the
 * scripted adapter before the client starts (e.g. give it EIP-5792 batching).
 */
export async function setUp(prepare?: (adapter: ChainAdapter) => void) {
  const fake = createFakeSource()
  const scripted = createScriptedAdapter()
  const { adapter } = scripted
  // By default the simulation says what the quote says: the amount sold leaves, the minimum arrives.
  let simulation: SimulationResult | undefined
  const simulated: AdapterTransaction[][] = []
  const sent: AdapterTransaction[] = []
  adapter.hasSwapSource = () => true
  adapter.loadSwapSource = async () => fake.source
  adapter.simulateTransactions = async ({ transactions }) => {
    simulated.push([...transactions])
    return simulation ?? honestSimulation(controller?.store.getState().quote)
  }
  adapter.waitForTransaction = vi.fn(async () => ({ status: 'success' as const }))
  adapter.loadDataSource = async () => ({
    getTokenBalances: async () => [balance('ETH', '10'), balance('LTT', '2.5', ltt)],
  })
  const send = adapter.sendTransaction
  adapter.sendTransaction = (transaction) => {
    sent.push(transaction)
    return send(transaction)
  }
  prepare?.(adapter)
  const client = createLatchClient({
    networks: [anvil],
    adapters: [adapter],
    tokens: { 'eip155:31337': [{ address: lusd }] },
  })
  clients.push(client)
  await client.ready
  await client.connect(scripted.connector)
  const controller = await getClientContext(client).features.load(swapFeature)
  if (!controller) throw new Error('no swap controller')
  await controller.load()
  const setSimulation = (next: SimulationResult | undefined) => {
    simulation = next
  }
  return { client, controller, fake, scripted, simulated, sent, setSimulation }
}
