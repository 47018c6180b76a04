import { bitcoinTestnet, isUserRejectedError } from '@latch/core'
import { devBitcoinWalletAddresses } from '@latch/testing'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { setUpAdapter } from './testing/setUpAdapter.js'

const { testnet } = devBitcoinWalletAddresses
const icon = 'data:image/svg+xml;base64,AA=='

/** A Bitcoin wallet whose `bitcoin:connect` answers `output` and whose signMessage answers `signed`. */
function fakeWallet(
  overrides: Partial<Record<keyof Wallet, unknown>> & {
    output?: unknown
    signed?: unknown
    thrown?: unknown
  } = {},
): Wallet {
  const { output, signed, thrown, ...wallet } = overrides
  return {
    version: '1.0.0',
    name: 'Fake',
    icon,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet'],
    accounts: [],
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect() {
          if (thrown !== undefined) throw thrown
          return 'output' in overrides
            ? output
            : { accounts: [{ address: testnet.payment, publicKey: new Uint8Array(33) }] }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage() {
          if (thrown !== undefined) throw thrown
          return signed
        },
      },
    },
    ...wallet,
  } as Wallet
}

let cleanUp = () => {}
afterEach(() => cleanUp())
function setUp(...wallets: Wallet[]) {
  const set = setUpAdapter({ wallets })
  cleanUp = set.cleanUp
  return set
}
const connect = (adapter: ReturnType<typeof setUp>['adapter'], name = 'Fake') =>
  adapter.connect({ connectorId: `walletStandard:${name}`, caipNetwork: bitcoinTestnet })

describe('createBitcoinAdapter with hostile wallets', () => {
  it('skips wallets whose getters throw or whose shape is wrong, listing the rest', () => {
    const throwing = (key: keyof Wallet) =>
      Object.defineProperty(fakeWallet({ name: `Throws ${key}` }), key, {
        get() {
          throw new Error('boom')
        },
      })
    const { adapter } = setUp(
      throwing('name'),
      throwing('chains'),
      throwing('features'),
      fakeWallet({ name: 'Solana only', chains: ['solana:mainnet'] }),
      fakeWallet({ name: 'No connect', features: { 'bitcoin:connect': { connect: 'no' } } }),
      fakeWallet({ name: 42 }),
      fakeWallet({ name: '\u202e\u200b  ' }),
      fakeWallet(),
    )
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual(['Fake'])
  })

  it('cleans names and drops icons that may not be shown', () => {
    const { adapter } = setUp(
      fakeWallet({ name: `\u0000Evil\u202e ${'x'.repeat(100)}`, icon: 'javascript:alert(1)' }),
      fakeWallet({ name: 'Remote', icon: 'https://wallet.example/icon.png' }),
    )
    const [evil, remote] = adapter.getConnectors()
    expect(evil?.name).toBe(`Evil ${'x'.repeat(59)}`)
    expect(evil?.imageUrl).toBeUndefined()
    expect(remote?.imageUrl).toBe('https://wallet.example/icon.png')
  })

  it('lists the first of two wallets with one name and never reconnects to it silently', async () => {
    const first = fakeWallet({ accounts: [{ address: testnet.payment }] })
    const { adapter } = setUp(first, fakeWallet({ accounts: [{ address: testnet.payment }] }))
    expect(adapter.getConnectors()).toHaveLength(1)
    await expect(adapter.reconnect({ connectorId: 'walletStandard:Fake' })).resolves.toBeUndefined()
  })

  it.each([
    ['nothing', undefined],
    ['no accounts', { accounts: [] }],
    ['accounts that are not a list', { accounts: 'bc1…' }],
    ['an invalid address', { accounts: [{ address: 'tb1qnotanaddress' }] }],
    [
      'an ordinals account only',
      { accounts: [{ address: testnet.ordinals, purpose: 'ordinals' }] },
    ],
    [
      'a huge public key',
      { accounts: [{ address: testnet.payment, publicKey: new Uint8Array(1000) }] },
    ],
    ['too many accounts', { accounts: Array(1000).fill({ address: testnet.payment }) }],
  ])('refuses a connection answering %s', async (_, output) => {
    const { adapter } = setUp(fakeWallet({ output }))
    await expect(connect(adapter)).rejects.toThrow('The wallet sent an invalid account')
  })

  it('drops accounts on another network than the payment one, and duplicates', async () => {
    const { adapter } = setUp(
      fakeWallet({
        output: {
          accounts: [
            { address: testnet.payment },
            { address: devBitcoinWalletAddresses.mainnet.ordinals },
            { address: testnet.payment },
            { address: testnet.ordinals },
          ],
        },
      }),
    )
    await expect(connect(adapter)).resolves.toMatchObject({
      accounts: [
        { address: testnet.payment, type: 'payment' },
        { address: testnet.ordinals, type: 'ordinal' },
      ],
    })
  })

  it.each([
    ['a user rejection with code 4001', { code: 4001, message: 'nope' }, true],
    ['a rejection worded, without a code', new Error('User rejected the request'), true],
    ['a string', 'Something failed', false],
    [
      'an error whose getters throw',
      Object.defineProperty({}, 'code', {
        get() {
          throw new Error('boom')
        },
      }),
      false,
    ],
    ['a plain failure', Object.assign(new Error('Locked'), { code: -32603 }), false],
  ])('turns %s into a safe error', async (_, thrown, rejected) => {
    const { adapter } = setUp(fakeWallet({ thrown }))
    const error = await connect(adapter).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(isUserRejectedError(error)).toBe(rejected)
    if (!rejected) expect(error).toMatchObject({ name: 'WalletRequestError' })
  })

  it('accepts signatures as bytes or base64 text, nothing else', async () => {
    const bytes = new Uint8Array(107).fill(7)
    const cases: [unknown, string | undefined][] = [
      [
        [{ signature: bytes, signedMessage: new Uint8Array() }],
        Buffer.from(bytes).toString('base64'),
      ],
      [
        [{ signature: Buffer.from(bytes).toString('base64') }],
        Buffer.from(bytes).toString('base64'),
      ],
      [[{ signature: new Uint8Array(3) }], undefined],
      [[{ signature: 'not base64!' }], undefined],
      [[], undefined],
      [{ signature: bytes }, undefined],
    ]
    for (const [signed, expected] of cases) {
      const { adapter } = setUp(fakeWallet({ signed }))
      await connect(adapter)
      const result = adapter.signMessage({ message: 'hi', address: testnet.payment })
      if (expected) await expect(result).resolves.toBe(expected)
      else await expect(result).rejects.toThrow('The wallet sent an invalid signature')
      cleanUp()
    }
  })

  it('survives a wallet whose events feature throws, and ignores malformed changes', async () => {
    let listener: ((change: unknown) => void) | undefined
    const { adapter, events } = setUp(
      fakeWallet({
        name: 'Throws on',
        features: {
          ...fakeWallet().features,
          'standard:events': {
            on() {
              throw new Error('no')
            },
          },
        },
      }),
      fakeWallet({
        name: 'Garbage',
        features: {
          ...fakeWallet().features,
          'standard:events': {
            on(_: string, next: (change: unknown) => void) {
              listener = next
              return 'not a function'
            },
          },
        },
      }),
    )
    await expect(connect(adapter, 'Throws on')).resolves.toBeDefined()
    await connect(adapter, 'Garbage')
    listener?.({ accounts: [{ address: 'garbage' }] })
    listener?.({ accounts: 'garbage' })
    listener?.(null)
    expect(events).toEqual([])
    // Replaced, the Garbage connection could not stop listening: it is no longer heard.
    await connect(adapter, 'Throws on')
    listener?.({ accounts: [] })
    expect(events).toEqual([])
    expect(adapter.getProvider()).toBeDefined()
    await expect(adapter.disconnect()).resolves.toBeUndefined()
  })
})
