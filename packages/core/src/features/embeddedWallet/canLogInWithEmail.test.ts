// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { LatchOptions } from '../../options/types.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { canLogInWithEmail } from './canLogInWithEmail.js'

const authUrl = 'https://auth.example'
const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

function setUp(options: Partial<LatchOptions> = {}) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    ...options,
  })
  destroys.push(client.destroy)
  return getClientContext(client)
}

test('email login is offered with an authUrl and an eip155 adapter, outside basic mode', () => {
  expect(canLogInWithEmail(setUp({ authUrl }))).toBe(true)
  expect(canLogInWithEmail(setUp())).toBe(false)
  expect(canLogInWithEmail(setUp({ authUrl, basic: true }))).toBe(false)
})

test('without a project id, the local email remote feature can turn it off', () => {
  expect(canLogInWithEmail(setUp({ authUrl, remoteFeatures: { email: false } }))).toBe(false)
})

test('with a project id, the resolved email remote feature decides', () => {
  const context = setUp({ authUrl, projectId: 'p' })
  context.stores.wallets.setState((state) => ({
    remoteFeatures: { ...state.remoteFeatures, email: false },
  }))
  expect(canLogInWithEmail(context)).toBe(false)
})
