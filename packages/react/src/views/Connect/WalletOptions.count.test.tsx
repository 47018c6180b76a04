// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal, walletCatalogue } from '@latch/core/internal'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { ConnectView } from './ConnectView.js'

// The count on Connect's "All Wallets" button is the number of rows the All Wallets view lists:
// the wallet id options apply to both.

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
})

function allWalletsCount(options: Partial<LatchOptions>): string | null {
  client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true, ...options }))
  render(
    <LatchProvider client={client}>
      <ConnectView />
    </LatchProvider>,
  )
  return screen.getByRole('button', { name: /^All Wallets/ }).textContent
}

describe('All Wallets count', () => {
  it('is the whole catalogue without id options', () => {
    expect(allWalletsCount({})).toBe(`All Wallets${walletCatalogue.length}+`)
  })

  it('counts only includeWalletIds (catalogue ids, rdns or AppKit ids)', () => {
    const count = allWalletsCount({
      includeWalletIds: [
        'metamask',
        'me.rainbow',
        'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
      ],
    })
    expect(count).toBe('All Wallets3+')
  })

  it('leaves out excludeWalletIds', () => {
    const count = allWalletsCount({ excludeWalletIds: ['metamask', 'Rainbow'] })
    expect(count).toBe(`All Wallets${walletCatalogue.length - 2}+`)
  })
})
