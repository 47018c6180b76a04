import { vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchOptions } from '../../options/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { buyFeature } from './index.js'

// Fixtures of the Buy controller's unit tests (not shipped: only tests import it).

/** Options as the fixture server answers them: ETH on anvil, SOL on solana; card max 5000.00. */
export const options = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '5000.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: '' }],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana', display_name: 'Solana', chain_id: 'x', contract_address: '' }],
    },
  ],
}
const money = (amount: string, currency = 'USD') => ({ amount, currency })
/** A quote of 100.00 USD. */
export const quote = {
  coinbaseFee: money('1.50'),
  networkFee: money('0.50'),
  paymentSubtotal: money('98.00'),
  paymentTotal: money('100.00'),
  purchaseAmount: money('0.03266666', 'ETH'),
  quoteId: 'q-1',
}

/** An answer of the stubbed API: JSON `body` with `status` (200). */
export type Answer = { status?: number; body: unknown }

/** Stubs `fetch` with answers by path (404 for others) and records the on-ramp requests. */
export function stubApi(answers: Record<string, Answer>) {
  const requests: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input))
      const answer = answers[pathname]
      if (pathname.includes('onramp')) {
        requests.push({
          path: pathname,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        })
      }
      return new Response(JSON.stringify(answer?.body ?? {}), {
        status: answer ? (answer.status ?? 200) : 404,
      })
    }),
  )
  return requests
}

/**
 * A client on anvil with a scripted eip155 account connected, onramp on (coinbase, meld), and its
 * Buy controller; the Blockchain API at `http://api.test` unless `clientOptions` says otherwise.
 */
export async function setUp(
  clientOptions: Pick<LatchOptions, 'apiUrl' | 'onramp'> = { apiUrl: 'http://api.test' },
) {
  const scripted = createScriptedAdapter()
  const client = createLatchClient({
    networks: [anvil],
    adapters: [scripted.adapter],
    ...clientOptions,
  })
  client.stores.wallets.setState((state) => ({
    remoteFeatures: { ...state.remoteFeatures, onramp: ['coinbase', 'meld'] },
  }))
  await client.ready
  await client.connect(scripted.connector)
  const controller = await getClientContext(client).features.load(buyFeature)
  if (!controller) throw new Error('no onramp controller')
  return { client, controller }
}
