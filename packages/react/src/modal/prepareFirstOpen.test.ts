import { mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { afterEach, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { mockEmbeddedWallet } from '../testing/mockEmbeddedWallet.js'
import { viewsLikelyNext } from './prepareFirstOpen.js'

let client: LatchClientInternal | undefined
afterEach(() => {
  client?.destroy()
  vi.restoreAllMocks()
})

function createClient(): LatchClientInternal {
  client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
  return client
}

it('not connected: the lists and the connecting view', () => {
  expect(viewsLikelyNext(createClient())).toEqual(['AllWallets', 'Networks', 'ConnectingExternal'])
})

it('with social logins on the Connect view: their connecting view too (issue 28)', () => {
  const latch = createClient()
  mockEmbeddedWallet(latch, () => [{ id: 'google', name: 'Google' }])
  expect(viewsLikelyNext(latch)).toEqual([
    'AllWallets',
    'Networks',
    'ConnectingExternal',
    'ConnectingSocial',
  ])
  latch.stores.connection.setState({ status: 'connected' })
  expect(viewsLikelyNext(latch)).toEqual(['AllWallets', 'Networks', 'Account'])
})
