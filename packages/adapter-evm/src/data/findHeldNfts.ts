import { type Address, erc721Abi, erc1155Abi, type PublicClient, pad } from 'viem'
import { getAccountLogs } from './getAccountLogs.js'
import {
  parseTransferLog,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
} from './parseTransferLog.js'
import { readContracts } from './readContracts.js'

/** The most (contract, id) pairs checked for ownership (an airdropped spam flood stops here). */
export const MAX_NFT_CANDIDATES = 500

/** An NFT the account holds now, confirmed on-chain. */
export type HeldNft = {
  standard: 'erc721' | 'erc1155'
  contract: Address
  tokenId: bigint
  /** 1 for ERC-721; the ERC-1155 `balanceOf`. */
  amount: bigint
}

/**
 * The NFTs the account holds now: every ERC-721 `Transfer` (4 topics) and ERC-1155
 * `TransferSingle` / `TransferBatch` the account received (`eth_getLogs`, range rule of
 * `getAccountLogs`), each (contract, id) then confirmed with `ownerOf` (ERC-721) or `balanceOf`
 * (ERC-1155) in one multicall, so what was sent on or burnt is left out.
 *
 * @param client - The network's client.
 * @param account - The account (checksummed).
 * @returns The held NFTs, most recently received first; at most {@link MAX_NFT_CANDIDATES} are
 *   checked.
 * @throws The node's error when the logs or the multicall cannot be read.
 */
export async function findHeldNfts(client: PublicClient, account: Address): Promise<HeldNft[]> {
  const topic = pad(account)
  const logs = await getAccountLogs(client, [
    [TRANSFER_TOPIC, null, topic],
    [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, topic],
  ])
  // Most recently received first.
  logs.reverse()
  const candidates = new Map<string, Omit<HeldNft, 'amount'>>()
  for (const log of logs) {
    const transfer = parseTransferLog(log)
    if (!transfer || transfer.standard === 'erc20' || transfer.to !== account) continue
    const tokenIds = transfer.standard === 'erc721' ? [transfer.tokenId] : transfer.tokenIds
    for (const tokenId of tokenIds) {
      if (candidates.size >= MAX_NFT_CANDIDATES) break
      const { standard, contract } = transfer
      candidates.set(`${contract}:${tokenId}`, { standard, contract, tokenId })
    }
  }
  const list = [...candidates.values()]
  const results = await readContracts(
    client,
    list.map(({ standard, contract, tokenId }) =>
      standard === 'erc721'
        ? { address: contract, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] }
        : {
            address: contract,
            abi: erc1155Abi,
            functionName: 'balanceOf',
            args: [account, tokenId],
          },
    ),
  )
  return list.flatMap((nft, index) => {
    const result = results[index]
    if (result?.status !== 'success') return []
    if (nft.standard === 'erc721') {
      const owner = result.result
      return typeof owner === 'string' && owner.toLowerCase() === account.toLowerCase()
        ? [{ ...nft, amount: 1n }]
        : []
    }
    return typeof result.result === 'bigint' && result.result > 0n
      ? [{ ...nft, amount: result.result }]
      : []
  })
}
