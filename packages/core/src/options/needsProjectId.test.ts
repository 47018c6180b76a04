import { describe, expect, it } from 'vitest'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { needsProjectId } from './needsProjectId.js'
import type { LatchOptions } from './types.js'

const local: LatchOptions = { networks: [anvil], adapters: [createScriptedAdapter().adapter] }
const hostedRpc = { url: 'https://rpc.example.org', networks: ['eip155:1'] } as const

describe('needsProjectId (issue 33: the alert only when something needs a project id)', () => {
  it('a local set-up needs none: defaults, email login, apiUrl, Buy, Swap, relayUrl', () => {
    for (const options of [
      local,
      { ...local, authUrl: 'http://127.0.0.1:8788' },
      { ...local, auth: { url: 'https://auth.example.org', projectId: 'shop' } },
      { ...local, apiUrl: 'https://api.example.org' },
      { ...local, remoteFeatures: { onramp: ['coinbase'], swaps: ['1inch'] } },
      { ...local, enableWalletConnect: true, relayUrl: 'wss://relay.example.org' },
      { ...local, manualWCControl: true, relayUrl: 'ws://127.0.0.1:8787' },
      { ...local, enableWalletConnect: true, enableWallets: false },
      { ...local, adapters: [], relayUrl: 'ws://127.0.0.1:8787' },
    ] satisfies LatchOptions[]) {
      expect(needsProjectId(options)).toBe(false)
    }
  })

  it('WalletConnect asked for without a relay, or hostedRpc, needs one', () => {
    for (const options of [
      { ...local, enableWalletConnect: true },
      { ...local, manualWCControl: true },
      { ...local, adapters: [] },
      { networks: [anvil] },
      { ...local, hostedRpc },
      { ...local, hostedRpc, relayUrl: 'ws://127.0.0.1:8787' },
    ] satisfies LatchOptions[]) {
      expect(needsProjectId(options)).toBe(true)
    }
  })

  it('a project id answers every need', () => {
    expect(needsProjectId({ networks: [anvil], enableWalletConnect: true, projectId: 'p' })).toBe(
      false,
    )
    expect(needsProjectId({ ...local, hostedRpc, projectId: 'p' })).toBe(false)
  })
})
