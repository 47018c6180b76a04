import { expect, test, vi } from 'vitest'
import { getClientContext } from '../client/clientContext.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { prefetchOpening } from './prefetchOpening.js'

function setup(options: { manualWCControl?: boolean } = {}) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    projectId: 'test',
    ...options,
  })
  const context = getClientContext(client)
  const prefetch = vi.spyOn(context.features, 'prefetch').mockImplementation(() => undefined)
  return { client, context, prefetch }
}

test('fetches the code of WalletConnect, whose pairing opening prepares, without loading it', () => {
  const { client, context, prefetch } = setup()
  prefetchOpening(context)
  expect(prefetch).toHaveBeenCalledWith(walletConnectFeature)
  expect(context.features.get(walletConnectFeature)).toBeUndefined()
  client.destroy()
})

test('nothing with manualWCControl: opening prepares no pairing', () => {
  const { client, context, prefetch } = setup({ manualWCControl: true })
  prefetchOpening(context)
  expect(prefetch).not.toHaveBeenCalled()
  client.destroy()
})

test("the WalletConnect feature's prefetch imports its code and makes no API", async () => {
  const { client, context } = setup()
  await walletConnectFeature.prefetch?.(context)
  expect(context.features.get(walletConnectFeature)).toBeUndefined()
  client.destroy()
})
