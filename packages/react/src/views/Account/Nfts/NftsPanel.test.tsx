// @vitest-environment happy-dom

import type { Nft } from '@latch/core'
import type { AccountDataStoreState, LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createConnectedClient, renderWithClient, testCaipAddress } from '../testing.js'
import NftsPanel from './NftsPanel.js'

let client: LatchClientInternal

beforeEach(() => {
  client = createConnectedClient()
})

afterEach(() => {
  cleanup()
  client.destroy()
})

const nft = (tokenId: string, name: string, imageUrl?: string): Nft => ({
  chainId: 'eip155:1',
  contract: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId,
  standard: 'erc721',
  name,
  imageUrl,
  amount: '1',
})

function setNfts(nfts: Partial<AccountDataStoreState['nfts']>) {
  act(() =>
    client.stores.accountData.setState((state) => ({
      nfts: { ...state.nfts, caipAddress: testCaipAddress, ...nfts },
    })),
  )
}

it('fetches the first page once when it shows, and says "Loading NFTs" until it is here', () => {
  const fetchNfts = vi.mocked(client.fetchNfts)
  renderWithClient(client, <NftsPanel />)
  expect(fetchNfts).toHaveBeenCalledTimes(1)
  expect(fetchNfts).toHaveBeenCalledWith()
  expect(screen.getByRole('status', { name: 'Loading NFTs' })).toBeDefined()
})

it('is a list of NFTs named by their names, each image lazy with the name as its text', () => {
  renderWithClient(client, <NftsPanel />)
  setNfts({
    status: 'ready',
    nfts: [nft('1', 'Latch Cat #1', 'https://nft.example/1.png'), nft('2', 'Latch Cat #2')],
  })
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
    'Latch Cat #1',
    'Latch Cat #2',
  ])
  const image = screen.getByRole('img', { name: 'Latch Cat #1' })
  expect(image.getAttribute('src')).toBe('https://nft.example/1.png')
  expect(image.getAttribute('loading')).toBe('lazy')
  expect(items[1]?.querySelector('img')).toBeNull()
  expect(items[1]?.textContent).toContain('Latch Cat #2')
})

it('never renders a javascript: image, and shows a hostile name as text', () => {
  renderWithClient(client, <NftsPanel />)
  const hostile = '<img src=x onerror=alert(1)>'
  setNfts({ status: 'ready', nfts: [nft('1', hostile, 'javascript:alert(1)')] })
  const item = screen.getByRole('listitem', { name: hostile })
  expect(item.querySelector('img')).toBeNull()
  expect(item.textContent).toContain(hostile)
})

it('"Load more" fetches the next page while there is one', () => {
  renderWithClient(client, <NftsPanel />)
  setNfts({ status: 'ready', nfts: [nft('1', 'Latch Cat #1')], next: 'cursor-2' })
  const fetchNfts = vi.mocked(client.fetchNfts)
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
  expect(fetchNfts).toHaveBeenCalledWith({ more: true })
  setNfts({ next: undefined })
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
})

it('says "No NFTs yet" without any, and that they are unavailable when the fetch failed', () => {
  renderWithClient(client, <NftsPanel />)
  setNfts({ status: 'ready', nfts: [] })
  expect(screen.getByText('No NFTs yet')).toBeDefined()
  setNfts({ status: 'error' })
  expect(screen.getByText('NFTs unavailable')).toBeDefined()
})
