import type { AdapterConnection, AdapterEvent, ChainAdapter, Connector } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { formatDecimalUnits, parseDecimalUnits } from '../format/units.js'
import type { CaipNetwork } from '../networks/types.js'

/** A wallet answer a test scripts: resolve with a value, reject with an error, or never settle. */
type Answer<T> = { value: T } | { error: unknown } | 'hang'

const defaults = {
  eip155: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 },
  solana: {
    address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  },
} as const

/**
 * An adapter whose wallet answers are scripted by the test, for unit-testing core's flows without
 * a DOM or a node. eip155 by default; `namespace: 'solana'` answers with a Solana devnet account.
 * Not exported from the package.
 */
export function createScriptedAdapter(
  parameters: { namespace?: 'eip155' | 'solana'; connector?: Partial<Connector> } = {},
) {
  const namespace: ChainNamespace = parameters.namespace ?? 'eip155'
  const account = defaults[parameters.namespace ?? 'eip155']
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connector: Connector = {
    id: 'dev.latch.wallet',
    type: 'ANNOUNCED',
    name: 'Latch Dev Wallet',
    chain: namespace,
    installed: true,
    ...parameters.connector,
  }
  const script = {
    connect: { value: { ...account } } as Answer<AdapterConnection>,
    reconnect: { value: { ...account } } as Answer<AdapterConnection | undefined>,
    balance: { value: { balance: '10000', symbol: 'ETH' } } as Answer<{
      balance: string
      symbol: string
    }>,
    sign: { value: '0xsignature' } as Answer<string>,
    switch: { value: undefined } as Answer<void>,
    disconnect: { value: undefined } as Answer<void>,
    send: { value: '0xhash' } as Answer<string>,
  }
  const calls = {
    connect: 0,
    reconnect: 0,
    switchNetwork: [] as string[],
    disconnect: 0,
    getBalance: 0,
  }
  const answer = <T>(a: Answer<T>): Promise<T> =>
    a === 'hang'
      ? new Promise<T>(() => {})
      : 'error' in a
        ? Promise.reject(a.error)
        : Promise.resolve(a.value)
  const adapter: ChainAdapter = {
    namespace,
    setup() {},
    getConnectors: () => [connector],
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect() {
      calls.connect++
      return answer(script.connect)
    },
    reconnect() {
      calls.reconnect++
      return answer(script.reconnect)
    },
    disconnect() {
      calls.disconnect++
      return answer(script.disconnect)
    },
    getBalance() {
      calls.getBalance++
      return answer(script.balance)
    },
    signMessage: () => answer(script.sign),
    switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
      calls.switchNetwork.push(caipNetwork.caipNetworkId)
      return answer(script.switch)
    },
    sendTransaction: () => answer(script.send),
    estimateFee: async () => ({ fee: 21_000n }),
    parseUnits: parseDecimalUnits,
    formatUnits: formatDecimalUnits,
    getProvider: () => undefined,
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { adapter, connector, script, calls, emit }
}
