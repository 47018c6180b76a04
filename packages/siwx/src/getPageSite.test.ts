// @vitest-environment happy-dom

import { createMemoryStorage } from '@latch/core'
import { getPageSite } from '@latch/core/internal'
import { expect, test } from 'vitest'
import { createSIWX } from './createSIWX.js'

// Vitest opens happy-dom pages at http://localhost:3000/. Node has no location: see createSIWX.test.
test('the page host and origin are the default domain and URI of a sign-in', async () => {
  history.replaceState(null, '', '/shop?theme=dark#top')
  expect(getPageSite()).toEqual({ domain: 'localhost:3000', uri: 'http://localhost:3000' })

  const siwx = createSIWX({ storage: createMemoryStorage() })
  const message = await siwx.createMessage({
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:31337',
  })
  const lines = message.toString().split('\n')
  expect(lines[0]).toBe('localhost:3000 wants you to sign in with your Ethereum account:')
  expect(lines).toContain('URI: http://localhost:3000')
})
