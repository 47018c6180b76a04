import { type Address, erc721Abi, erc1155Abi } from 'viem'
import { expect, test, vi } from 'vitest'
import { getNfts } from './getNfts.js'
import { createMockRpc, type MockContract } from './testing/createMockRpc.js'
import { erc721TransferLog, erc1155TransferLog, testNetwork } from './testing/mockLogs.js'

const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const nft: Address = '0x4444444444444444444444444444444444444444'
const items: Address = '0x6666666666666666666666666666666666666666'

const metadata = (name: string, image: string) =>
  `data:application/json,${encodeURIComponent(JSON.stringify({ name, image }))}`

const contracts: Record<Address, MockContract> = {
  [nft]: {
    abi: erc721Abi,
    read: {
      name: () => 'Hostile\u202e NFT',
      ownerOf: ([id]) => (id === 1n ? account : other),
      tokenURI: () => metadata('<script>alert(1)</script>', 'javascript:alert(1)'),
    },
  },
  [items]: {
    abi: [
      ...erc1155Abi,
      ...erc721Abi.filter((item) => item.type === 'function' && item.name === 'name'),
    ],
    read: {
      name: () => 'Items',
      balanceOf: ([, id]) => (id === 2n ? 3n : 0n),
      uri: () => 'https://meta.example/{id}.json',
    },
  },
}

test('lists what the account holds now, with metadata names as text and unsafe images dropped', async () => {
  const { client } = createMockRpc({
    network: testNetwork,
    contracts,
    logs: [
      erc721TransferLog(nft, other, account, 1n, 1n),
      erc721TransferLog(nft, other, account, 2n, 2n),
      erc721TransferLog(nft, account, other, 2n, 3n),
      erc1155TransferLog(
        items,
        other,
        account,
        [
          { tokenId: 2n, amount: 3n },
          { tokenId: 3n, amount: 1n },
        ],
        4n,
      ),
    ],
  })
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify({ name: 'Item two', image: 'https://meta.example/2.png' })),
  )
  const page = await getNfts(client, { address: account, caipNetwork: testNetwork, fetch })
  expect(page).toEqual({
    data: [
      {
        chainId: 'eip155:31337',
        contract: `eip155:31337:${items}`,
        tokenId: '2',
        standard: 'erc1155',
        name: 'Item two',
        collection: 'Items',
        imageUrl: 'https://meta.example/2.png',
        amount: '3',
      },
      {
        chainId: 'eip155:31337',
        contract: `eip155:31337:${nft}`,
        tokenId: '1',
        standard: 'erc721',
        name: '<script>alert(1)</script>',
        collection: 'Hostile NFT',
        imageUrl: undefined,
        amount: '1',
      },
    ],
    next: undefined,
  })
  expect(fetch).toHaveBeenCalledWith(
    `https://meta.example/${'0'.repeat(63)}2.json`,
    expect.anything(),
  )
})

test('without metadata an NFT is named after its collection and id', async () => {
  const { client } = createMockRpc({
    network: testNetwork,
    contracts: {
      [nft]: {
        ...contracts[nft],
        read: { ...contracts[nft]?.read, tokenURI: () => 'ipfs://bafy/1' },
      },
    } as Record<Address, MockContract>,
    logs: [erc721TransferLog(nft, other, account, 1n)],
  })
  const { data } = await getNfts(client, { address: account, caipNetwork: testNetwork })
  expect(data[0]).toMatchObject({ name: 'Hostile NFT #1', imageUrl: undefined })
  await expect(
    getNfts(client, { address: account, caipNetwork: testNetwork, cursor: '-1' }),
  ).rejects.toThrow('Invalid NFT cursor')
})
