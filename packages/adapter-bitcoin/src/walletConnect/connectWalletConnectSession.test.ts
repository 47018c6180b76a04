import {
  bitcoin,
  bitcoinTestnet,
  isUserRejectedError,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { devBitcoinWalletAddresses } from '@latch/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUpAdapter } from '../testing/setUpAdapter.js'
import { connectWalletConnectSession } from './connectWalletConnectSession.js'

const { mainnet, testnet } = devBitcoinWalletAddresses
const signature = new Uint8Array(107).fill(9)

function fakeSession(
  accounts: string[],
  answer: () => unknown = () => ({ signature: Buffer.from(signature).toString('hex') }),
) {
  let ended: (() => void) | undefined
  const provider: WalletConnectNamespaceProvider = {
    request: vi.fn(async () => answer()) as WalletConnectNamespaceProvider['request'],
    getAccounts: async () => accounts as `bip122:${string}:${string}`[],
    onDisconnect(listener) {
      ended = listener
      return () => {}
    },
  }
  return { provider, end: () => ended?.() }
}

let cleanUp = () => {}
afterEach(() => cleanUp())
function setUp(session: ReturnType<typeof fakeSession>) {
  const set = setUpAdapter({ walletConnect: session.provider })
  cleanUp = set.cleanUp
  return set
}

describe('createBitcoinAdapter through WalletConnect (bip122)', () => {
  const accounts = [
    `bip122:${bitcoin.id}:${mainnet.payment}`,
    `bip122:${bitcoinTestnet.id}:${testnet.payment}`,
  ]

  it("connects the session's account on the network asked, ignoring invalid ones", async () => {
    const session = fakeSession([
      `bip122:${bitcoinTestnet.id}:${mainnet.payment}`,
      'eip155:1:0x00',
      ...accounts,
    ])
    const { adapter } = setUp(session)
    await expect(
      adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoinTestnet }),
    ).resolves.toEqual({
      address: testnet.payment,
      chainId: bitcoinTestnet.id,
      accounts: [{ address: testnet.payment, type: 'payment' }],
    })
    expect(adapter.getProvider()).toBe(session.provider)
  })

  it('signs with signMessage and protocol bip322, turning the hex signature into base64', async () => {
    const session = fakeSession(accounts)
    const { adapter } = setUp(session)
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoin })
    await expect(adapter.signMessage({ message: 'Hello', address: mainnet.payment })).resolves.toBe(
      Buffer.from(signature).toString('base64'),
    )
    expect(session.provider.request).toHaveBeenCalledWith({
      method: 'signMessage',
      params: {
        account: mainnet.payment,
        address: mainnet.payment,
        message: 'Hello',
        protocol: 'bip322',
      },
      chainId: `bip122:${bitcoin.id}`,
    })
  })

  it('surfaces a declined signature (5000) as a user rejection, and refuses garbage', async () => {
    let answer: () => unknown = () => {
      throw { code: 5000, message: 'User rejected.' }
    }
    const { adapter } = setUp(fakeSession(accounts, () => answer()))
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoin })
    const declined = await adapter
      .signMessage({ message: 'x', address: mainnet.payment })
      .catch((e) => e)
    expect(isUserRejectedError(declined)).toBe(true)
    answer = () => ({ signature: 'zz' })
    await expect(adapter.signMessage({ message: 'x', address: mainnet.payment })).rejects.toThrow(
      'The wallet sent an invalid signature',
    )
  })

  it('switches to the session account of the other network, reconnects, and ends with the session', async () => {
    const session = fakeSession(accounts)
    const { adapter, events } = setUp(session)
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoin })
    await adapter.switchNetwork({ caipNetwork: bitcoinTestnet })
    expect(events).toEqual([
      { type: 'chainChanged', chainId: bitcoinTestnet.id },
      { type: 'accountChanged', address: testnet.payment, accounts: expect.any(Array) },
    ])
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toMatchObject({
      address: testnet.payment,
    })
    session.end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
  })

  it('refuses to connect without bip122 accounts, and without WalletConnect', async () => {
    const { adapter } = setUp(fakeSession([]))
    await expect(
      adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoin }),
    ).rejects.toThrow('The wallet sent an invalid account')
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined()
    const plain = setUpAdapter()
    await expect(
      plain.adapter.connect({ connectorId: 'walletConnect', caipNetwork: bitcoin }),
    ).rejects.toThrow('Connector "walletConnect" not found')
    plain.cleanUp()
  })
})

describe('connectWalletConnectSession', () => {
  const accounts = [
    `bip122:${bitcoin.id}:${mainnet.payment}`,
    `bip122:${bitcoinTestnet.id}:${testnet.payment}`,
  ]
  const events = () => ({ onAccounts: vi.fn(), onDisconnect: vi.fn() })

  it("signs only with the connection's accounts, on its network", async () => {
    const session = fakeSession(accounts)
    const connection = await connectWalletConnectSession(session.provider, 'testnet', events())
    expect(connection?.address).toBe(testnet.payment)
    await expect(
      connection?.signMessage({ address: mainnet.payment, message: 'x' }),
    ).rejects.toMatchObject({ name: 'AccountNotConnectedError' })
    await connection?.signMessage({ address: testnet.payment, message: 'x' })
    expect(session.provider.request).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: `bip122:${bitcoinTestnet.id}` }),
    )
  })

  it("gives the session's accounts on another network, or refuses without one", async () => {
    const connection = await connectWalletConnectSession(
      fakeSession([`bip122:${bitcoin.id}:${mainnet.payment}`]).provider,
      undefined,
      events(),
    )
    await expect(connection?.switchNetwork('mainnet', `bip122:${bitcoin.id}`)).resolves.toEqual({
      network: 'mainnet',
      address: mainnet.payment,
      accounts: [{ address: mainnet.payment, type: 'payment' }],
    })
    await expect(
      connection?.switchNetwork('testnet', `bip122:${bitcoinTestnet.id}`),
    ).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      cause: { shortMessage: 'The WalletConnect session has no account on it.' },
    })
  })

  it('names itself when the session ends, and has nothing to tell the wallet on disconnect', async () => {
    const session = fakeSession(accounts)
    const heard = events()
    const connection = await connectWalletConnectSession(session.provider, 'mainnet', heard)
    session.end()
    expect(heard.onDisconnect).toHaveBeenCalledWith(connection)
    expect(connection?.disconnect).toBeUndefined()
  })
})
