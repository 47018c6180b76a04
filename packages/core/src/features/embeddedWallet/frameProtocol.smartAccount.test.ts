import { describe, expect, test } from 'vitest'
import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  authFrameAccountsSchema,
  authFrameNetworkSchema,
} from './frameProtocol.js'
import { authFrameRequestSchema } from './frameProtocolSchemas.js'

// Issue 31: smart accounts on the wire (design smart31.md "The wire contract").
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const smart = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base = { latch: 'auth', id: '1' }
const network = {
  chainId: 31337,
  name: 'Anvil',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
}

describe('networks with smart accounts', () => {
  test('a network carries its smart-account type, bundler and optional paymaster', () => {
    const withBundler = {
      ...network,
      smartAccount: { type: '4337', bundlerUrl: 'http://127.0.0.1:4337' },
    }
    expect(authFrameNetworkSchema.parse(withBundler)).toEqual(withBundler)
    const sponsored = {
      ...network,
      smartAccount: {
        type: '7702',
        bundlerUrl: 'https://bundler.example.org/rpc',
        paymasterUrl: 'http://127.0.0.1:4338',
      },
    }
    expect(authFrameNetworkSchema.parse(sponsored)).toEqual(sponsored)
    expect(authFrameNetworkSchema.parse(network)).toEqual(network)
  })

  test('refuses other types and non-http URLs; contract addresses never travel', () => {
    for (const smartAccount of [
      { type: '4338', bundlerUrl: 'http://127.0.0.1:4337' },
      { bundlerUrl: 'http://127.0.0.1:4337' },
      { type: '4337' },
      { type: '4337', bundlerUrl: 'javascript:alert(1)' },
      { type: '4337', bundlerUrl: 'http://127.0.0.1:4337', paymasterUrl: 'ftp://x.org' },
    ]) {
      expect(authFrameNetworkSchema.safeParse({ ...network, smartAccount }).success).toBe(false)
    }
    const factory = { type: '4337', bundlerUrl: 'http://127.0.0.1:4337', factory: owner }
    expect(
      authFrameNetworkSchema.parse({ ...network, smartAccount: factory }).smartAccount,
    ).toEqual({ type: '4337', bundlerUrl: 'http://127.0.0.1:4337' })
  })
})

describe('account-type requests', () => {
  test('init carries the preferred type, or none', () => {
    const init = { ...base, type: 'init', networks: [network], chainId: 31337 }
    expect(authFrameRequestSchema.parse(init)).toEqual(init)
    for (const accountType of ['eoa', 'smartAccount']) {
      expect(authFrameRequestSchema.parse({ ...init, accountType })).toEqual({
        ...init,
        accountType,
      })
    }
    expect(authFrameRequestSchema.safeParse({ ...init, accountType: 'smart' }).success).toBe(false)
  })

  test('reads setAccountType and getAccounts', () => {
    for (const request of [
      { ...base, type: 'setAccountType', accountType: 'eoa' },
      { ...base, type: 'setAccountType', accountType: 'smartAccount' },
      { ...base, type: 'getAccounts' },
    ]) {
      expect(authFrameRequestSchema.parse(request)).toEqual(request)
    }
    expect(authFrameRequestSchema.safeParse({ ...base, type: 'setAccountType' }).success).toBe(
      false,
    )
    expect(
      authFrameRequestSchema.safeParse({ ...base, type: 'setAccountType', accountType: '4337' })
        .success,
    ).toBe(false)
  })
})

test('the accounts answer: the type in use, one or two typed accounts, deployed or not', () => {
  const accounts = {
    accountType: 'smartAccount',
    accounts: [
      { address: smart, type: 'smartAccount' },
      { address: owner, type: 'eoa' },
    ],
    smartAccountDeployed: false,
  }
  expect(authFrameAccountsSchema.parse(accounts)).toEqual(accounts)
  const eoa = {
    accountType: 'eoa',
    accounts: [{ address: owner, type: 'eoa' }],
    smartAccountDeployed: false,
  }
  expect(authFrameAccountsSchema.parse(eoa)).toEqual(eoa)
  for (const wrong of [
    { ...eoa, accounts: [] },
    { ...eoa, accounts: [...accounts.accounts, { address: owner, type: 'eoa' }] },
    { ...eoa, accounts: [{ address: '0x12', type: 'eoa' }] },
    { ...eoa, accounts: [{ address: owner, type: 'smart' }] },
    { ...eoa, accountType: '7702' },
    { accountType: 'eoa', accounts: eoa.accounts },
  ]) {
    expect(authFrameAccountsSchema.safeParse(wrong).success).toBe(false)
  }
})

test('batches and user operations need approval; a batch’s status does not', () => {
  expect(AUTH_UNSAFE_METHODS).toEqual(
    expect.arrayContaining(['wallet_sendCalls', 'eth_sendUserOperation']),
  )
  expect(AUTH_SAFE_METHODS).toContain('wallet_getCallsStatus')
  expect(AUTH_SAFE_METHODS).not.toContain('wallet_sendCalls')
})
