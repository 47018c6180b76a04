import { expect, test } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { InvalidParameterError } from '../../errors/parameters.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { checkWalletConnectWallet } from './checkWalletConnectWallet.js'
import { connectWalletConnectWith } from './connectWalletConnect.js'

// Issue 27: startup takes a valid wallet without loading checkWalletConnectWallet's schema; what it
// takes and refuses must be exactly what the schema does.

const long = 'x'.repeat(201)
const wallets: unknown[] = [
  undefined,
  { id: 'rainbow', name: 'Rainbow' },
  { id: 'rainbow', name: 'Rainbow', extra: 1 },
  { id: 'x'.repeat(200), name: 'y' },
  { id: '', name: 'Rainbow' },
  { id: 'rainbow', name: long },
  { id: 'rainbow' },
  { id: 1, name: 'Rainbow' },
  [],
  null,
  'rainbow',
]

test('connectWalletConnectWith takes and refuses the wallets checkWalletConnectWallet does, with its errors', async () => {
  // enableWallets false: a wallet that passes starts nothing and resolves false.
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    enableWallets: false,
  })
  const context = getClientContext(client)
  for (const wallet of wallets) {
    let expected: unknown
    try {
      checkWalletConnectWallet(wallet)
    } catch (error) {
      expected = error
    }
    const result = connectWalletConnectWith(context, wallet)
    if (expected instanceof InvalidParameterError) {
      await expect(result).rejects.toThrow(InvalidParameterError)
      await expect(result).rejects.toThrow(expected.message)
    } else {
      await expect(result).resolves.toBe(false)
    }
  }
  client.destroy()
})
