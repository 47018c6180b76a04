import { expect, test } from 'vitest'
import { getClientContext } from '../client/clientContext.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { acceptLegal } from './acceptLegal.js'

test('records the terms checkbox, ticked and unticked', () => {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    termsConditionsUrl: 'https://example.com/terms',
    features: { legalCheckbox: true },
  })
  const context = getClientContext(client)
  expect(client.stores.modal.getState().legalAccepted).toBe(false)
  acceptLegal(context, true)
  expect(client.stores.modal.getState().legalAccepted).toBe(true)
  acceptLegal(context, false)
  expect(client.stores.modal.getState().legalAccepted).toBe(false)
  client.destroy()
})
