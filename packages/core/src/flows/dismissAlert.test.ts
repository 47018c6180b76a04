import { expect, test } from 'vitest'
import { getClientContext } from '../client/clientContext.js'
import { createLatchClient } from '../client/createLatchClient.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { dismissAlert } from './dismissAlert.js'
import { showAlertOnce } from './toast.js'

test('closes the alert bar, and the same alert type does not show again', () => {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    projectId: 'test',
  })
  const context = getClientContext(client)
  const alert = { type: 'PROJECT_ID_NOT_CONFIGURED', variant: 'warning' } as const
  showAlertOnce(context, { ...alert, message: { key: 'error.projectIdNotConfigured' } })
  expect(client.stores.alert.getState().open).toBe(true)

  dismissAlert(context)
  expect(client.stores.alert.getState().open).toBe(false)
  showAlertOnce(context, { ...alert, message: { key: 'error.projectIdNotConfigured' } })
  expect(client.stores.alert.getState().open).toBe(false)
  client.destroy()
})
