import { expect, test, vi } from 'vitest'
import { getClientContext } from '../client/clientContext.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { LatchError } from '../errors/base.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { reportWalletFailure } from './reportWalletFailure.js'

function setUp(debug: boolean) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    debug,
  })
  const context = getClientContext(client)
  const logged = vi.spyOn(context.logger, 'error').mockImplementation(() => {})
  return { client, context, logged }
}

test('a declined request toasts and returns "Signature declined" with the cause, unlogged', () => {
  const { client, context, logged } = setUp(false)
  const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const thrown = reportWalletFailure(context, 'Signing failed', declined)
  expect(thrown).toBeInstanceOf(LatchError)
  expect((thrown as LatchError).shortMessage).toBe('Signature declined')
  expect((thrown as LatchError).cause).toBe(declined)
  expect(client.stores.toast.getState()).toMatchObject({
    open: true,
    variant: 'error',
    message: { key: 'error.signatureDeclined' },
  })
  expect(logged).not.toHaveBeenCalled()
  client.destroy()
})

test('another failure is logged, toasted as "Unknown error" (its first line in debug) and returned', () => {
  for (const debug of [false, true]) {
    const { client, context, logged } = setUp(debug)
    const failure = new Error('RPC exploded\nstack details')
    expect(reportWalletFailure(context, 'Signing failed', failure)).toBe(failure)
    expect(logged).toHaveBeenCalledWith('Signing failed', failure)
    expect(client.stores.toast.getState().message).toEqual(
      debug
        ? { key: 'toast.text', values: { text: 'RPC exploded' } }
        : { key: 'error.unknownError' },
    )
    client.destroy()
  }
})
