import { expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import { reportWalletConnectFailure } from './reportWalletConnectFailure.js'

test("logs 'WalletConnect failed' with WalletConnectConnectorNotFoundError; in debug mode toasts it", () => {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    debug: true,
  })
  const context = getClientContext(client)
  const error = vi.spyOn(context.logger, 'error').mockImplementation(() => undefined)
  reportWalletConnectFailure(context)
  expect(error).toHaveBeenCalledWith(
    'WalletConnect failed',
    expect.any(WalletConnectConnectorNotFoundError),
  )
  expect(error.mock.calls[0]?.[1]).toMatchObject({
    message: expect.stringContaining('WalletConnectConnector not found'),
  })
  expect(context.stores.toast.getState()).toMatchObject({ open: true, variant: 'error' })
  client.destroy()
})
