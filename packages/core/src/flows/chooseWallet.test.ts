import { expect, test } from 'vitest'
import { getClientContext } from '../client/clientContext.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { chooseWallet } from './chooseWallet.js'

test('records the wallet opened by its deep link as the linking and the recent wallet', () => {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
  })
  const href = 'rainbow://wc?uri=wc%3Aabc%402'
  chooseWallet(getClientContext(client), { wallet: { id: 'rainbow', name: 'Rainbow' }, href })
  const { wcLinking, recentWallet } = client.stores.connection.getState()
  expect(wcLinking).toEqual({ name: 'Rainbow', href })
  expect(recentWallet).toEqual({ id: 'rainbow', name: 'Rainbow' })
  client.destroy()
})
