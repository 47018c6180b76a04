// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { hasEmbeddedWallet, prepareEmbeddedLogin, setAuthFrameContainer } from './actions.js'
import { canLogInWithSocial } from './canLogInWithSocial.js'
import { embeddedWalletFeature, loadedAuthSession } from './index.js'
import { requestEmailCode } from './requestEmailCode.js'
import { socialOptions } from './social/socialOptions.js'

const authUrl = 'https://auth.example'
const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
  vi.restoreAllMocks()
})

function setUp(
  options: { authUrl?: string; basic?: boolean; remoteFeatures?: { socials: string[] } } = {},
) {
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
  expect(await requestEmailCode(context, embeddedWalletFeature, 'alice@example.org')).toEqual({
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

test('issue 28: the social logins offered are the socials setting, narrowed once the auth server told', () => {
  const context = setUp({
    authUrl,
    remoteFeatures: { socials: ['google', 'x', 'farcaster', 'acme'] },
  })
  expect(socialOptions(context)).toEqual([
    { id: 'google', name: 'Google' },
    { id: 'x', name: 'X' },
    { id: 'farcaster', name: 'Farcaster' },
    { id: 'acme', name: 'acme' },
  ])
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(true)
  context.stores.auth.setState({
    socialProviders: [
      { id: 'acme', name: 'Acme' },
      { id: 'google', name: 'Google' },
    ],
  })
  expect(socialOptions(context)).toEqual([
    { id: 'google', name: 'Google' },
    { id: 'acme', name: 'Acme' },
  ])
  context.stores.auth.setState({ socialProviders: [] })
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(false)
})

test('no social login without an embedded wallet or with socials off', () => {
  // Without an embedded wallet its chunk (socialOptions) never loads: the startup check says no.
  expect(
    canLogInWithSocial(setUp({ remoteFeatures: { socials: ['google'] } }), embeddedWalletFeature),
  ).toBe(false)
  expect(socialOptions(setUp({ authUrl }))).toEqual([])
  expect(
    canLogInWithSocial(setUp({ authUrl, remoteFeatures: { socials: [] } }), embeddedWalletFeature),
  ).toBe(false)
})

test('spec §5: in Telegram on an iPhone, Google is not offered', () => {
  const context = setUp({ authUrl, remoteFeatures: { socials: ['google', 'x', 'github'] } })
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148',
  )
  const telegram = window as { Telegram?: unknown }
  telegram.Telegram = { WebApp: {} }
  try {
    expect(socialOptions(context).map((option) => option.id)).toEqual(['x', 'github'])
  } finally {
    delete telegram.Telegram
  }
  expect(socialOptions(context).map((option) => option.id)).toEqual(['google', 'x', 'github'])
})

test('issue 28: once the embedded wallet chunk loaded, the social check is its list of options', async () => {
  // In Telegram on an iPhone, Google alone is refused: the cheap check says yes, the list no.
  const context = setUp({ authUrl, remoteFeatures: { socials: ['google'] } })
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148',
  )
  const telegram = window as { Telegram?: unknown }
  telegram.Telegram = { WebApp: {} }
  try {
    expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(true)
    await context.features.load(embeddedWalletFeature)
    expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(false)
  } finally {
    delete telegram.Telegram
  }
})

test('issue 30: farcaster alone is a login once offered, none when the auth server lacks it', () => {
  const context = setUp({ authUrl, remoteFeatures: { socials: ['farcaster'] } })
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(true)
  context.stores.auth.setState({ socialProviders: [{ id: 'google', name: 'Google' }] })
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(false)
  context.stores.auth.setState({ socialProviders: [{ id: 'farcaster', name: 'Farcaster' }] })
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(true)
})

test('issue 28: in a page framed by another site, no social login and no options', async () => {
  const context = setUp({ authUrl, remoteFeatures: { socials: ['google'] } })
  vi.spyOn(window, 'top', 'get').mockReturnValue({
    get location(): Location {
      throw new DOMException('Blocked a frame', 'SecurityError')
    },
  } as unknown as Window)
  expect(canLogInWithSocial(context, embeddedWalletFeature)).toBe(false)
  expect(socialOptions(context)).toEqual([])
})
