// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import {
  hasEmbeddedWallet,
  prepareEmbeddedLogin,
  sendEmailCode,
  setAuthFrameContainer,
} from './actions.js'
import { embeddedWalletFeature, loadedAuthSession } from './index.js'

const authUrl = 'https://auth.example'
const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
  vi.restoreAllMocks()
})

function setUp(options: { authUrl?: string; basic?: boolean } = {}) {
  const client = createLatchClient({
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    ...options,
  })
  destroys.push(client.destroy)
  return getClientContext(client)
}

test('the embedded wallet is on with an authUrl and an eip155 adapter, not in basic mode', () => {
  expect(hasEmbeddedWallet(setUp({ authUrl }))).toBe(true)
  expect(hasEmbeddedWallet(setUp())).toBe(false)
  expect(hasEmbeddedWallet(setUp({ authUrl, basic: true }))).toBe(false)
})

test('startup loads nothing: no chunk, no session', () => {
  const context = setUp({ authUrl })
  setAuthFrameContainer(context, document.createElement('div'))
  expect(context.features.get(embeddedWalletFeature)).toBeUndefined()
  expect(loadedAuthSession(context)).toBeUndefined()
})

test('without an embedded wallet: no frame container, no load, and a code request is the init failure toast', async () => {
  const context = setUp()
  setAuthFrameContainer(context, document.createElement('div'))
  prepareEmbeddedLogin(context)
  expect(loadedAuthSession(context)).toBeUndefined()
  expect(await sendEmailCode(context, 'alice@example.org')).toEqual({
    ok: false,
    message: { key: 'error.authInitFailed' },
  })
  await vi.waitFor(() =>
    expect(context.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: 'error.authInitFailed' },
    }),
  )
})
