import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { createLatchClient } from '../client/createLatchClient.js'
import type { LatchEvent } from '../events/createEventBus.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const otherWallet: Connector = {
  id: 'io.other.wallet',
  type: 'ANNOUNCED',
  name: 'Other Wallet',
  chain: 'eip155',
  installed: true,
}

/** One EVM adapter listing two wallets; the first one connected with FIRST. */
async function connected() {
  const evm = createScriptedAdapter()
  evm.adapter.getConnectors = () => [evm.connector, otherWallet]
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil],
    adapters: [evm.adapter],
    storage: createMemoryStorage(),
  })
  clients.push(latch)
  const events: LatchEvent[] = []
  latch.events.subscribe((event) => events.push(event))
  await latch.ready
  expect(await latch.connect(evm.connector)).toBe(true)
  return { evm, latch, events }
}

describe('spec §4 "Switching account"', () => {
  it("an account of another connector connects that connector: 'otherwise connects that connector'", async () => {
    const { evm, latch, events } = await connected()
    evm.script.connect = { value: { address: SECOND, chainId: anvil.id } }
    await latch.switchAccount({ address: SECOND, connectorId: otherWallet.id })
    expect(evm.calls.connect).toBe(2)
    expect(latch.stores.connection.getState().connectorIds).toEqual({ eip155: otherWallet.id })
    expect(latch.getAccount()).toMatchObject({
      address: SECOND,
      caipAddress: `eip155:31337:${SECOND}`,
      connectedWalletInfo: { name: 'Other Wallet', identifier: otherWallet.id },
    })
    expect(events.filter((e) => e.event === 'CONNECT_SUCCESS')).toHaveLength(2)
  })

  it("the current connector's account is set without asking the wallet", async () => {
    const { evm, latch } = await connected()
    evm.emit({
      type: 'accountChanged',
      address: FIRST,
      accounts: [
        { address: FIRST, type: 'eoa' },
        { address: SECOND, type: 'eoa' },
      ],
    })
    await vi.waitFor(() => expect(latch.getAccount()?.allAccounts).toHaveLength(2))
    await latch.switchAccount({ address: SECOND, connectorId: evm.connector.id })
    expect(evm.calls.connect).toBe(1)
    expect(latch.getAccount()?.caipAddress).toBe(`eip155:31337:${SECOND}`)
  })

  it("refuses an account the other wallet did not share, keeping the wallet's own", async () => {
    const { evm, latch } = await connected()
    evm.script.connect = { value: { address: FIRST, chainId: anvil.id } }
    await expect(
      latch.switchAccount({ address: SECOND, connectorId: otherWallet.id }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid CAIP Address' })
    expect(latch.getAccount()?.address).toBe(FIRST)
    expect(latch.stores.connection.getState().connectorIds).toEqual({ eip155: otherWallet.id })
  })

  it('refuses a connector the adapter does not list, and passes a declined connection on', async () => {
    const { evm, latch } = await connected()
    await expect(
      latch.switchAccount({ address: SECOND, connectorId: 'io.unknown' }),
    ).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    evm.script.connect = { error: declined }
    await expect(
      latch.switchAccount({ address: SECOND, connectorId: otherWallet.id }),
    ).rejects.toBe(declined)
    expect(latch.getAccount()?.address).toBe(FIRST)
    expect(latch.stores.connection.getState().connectorIds).toEqual({ eip155: 'dev.latch.wallet' })
  })

  it("'Chain adapter not found' for a connector asked in a namespace no adapter serves", async () => {
    const { latch } = await connected()
    await expect(
      latch.switchAccount({ namespace: 'solana', address: SECOND, connectorId: otherWallet.id }),
    ).rejects.toMatchObject({ shortMessage: 'Chain adapter not found' })
  })

  // Issue 32 review: these two are in no adapter's list; they used to throw ConnectorNotFoundError.
  it.each([
    ['ID_AUTH', 'AUTH', 'Email'],
    ['walletConnect', 'WALLET_CONNECT', 'WalletConnect'],
  ])('connects %s, which no adapter lists, as restoring does', async (connectorId, type, name) => {
    const { evm, latch } = await connected()
    evm.script.connect = { value: { address: SECOND, chainId: anvil.id } }
    await latch.switchAccount({ address: SECOND, connectorId })
    expect(latch.stores.connection.getState().connectorIds).toEqual({ eip155: connectorId })
    expect(latch.getAccount()).toMatchObject({
      address: SECOND,
      connectedWalletInfo: { identifier: connectorId, type, name },
    })
  })
})
