import { type Hex, numberToHex, type PublicClient } from 'viem'
import { type RpcLog, rpcLogs } from './rpcSchemas.js'

/** How far back logs are read when the node refuses the whole history: the last 50,000 blocks. */
export const FALLBACK_BLOCK_RANGE = 50_000n

/** One `eth_getLogs` topic filter: a topic, a list of alternatives, or `null` for any. */
export type TopicFilter = readonly (Hex | readonly Hex[] | null)[]

/**
 * Reads the logs matching each topic filter (`eth_getLogs`,
 * https://ethereum.org/en/developers/docs/apis/json-rpc/#eth_getlogs), from any contract.
 *
 * Tries the whole history first (block 0 to `latest`). Public RPCs cap the range or the number of
 * results and refuse such a query; then every filter is read over the last 50,000 blocks only
 * ({@link FALLBACK_BLOCK_RANGE}), so older transfers are not seen. An answer of more than 10,000
 * logs or that is not a list of logs counts as a refusal too.
 *
 * @param client - The network's client.
 * @param filters - The topic filters, read in parallel.
 * @returns The logs of all filters, validated, oldest block first (a log matching two filters is
 *   there twice).
 * @throws The node's error when even the 50,000-block range is refused.
 */
export async function getAccountLogs(
  client: PublicClient,
  filters: readonly TopicFilter[],
): Promise<RpcLog[]> {
  const read = async (fromBlock: Hex, toBlock: Hex | 'latest') => {
    const answers = await Promise.all(
      filters.map((topics) =>
        client.request({
          method: 'eth_getLogs',
          params: [{ fromBlock, toBlock, topics: topics as Hex[] }],
        }),
      ),
    )
    return answers
      .flatMap((answer) => rpcLogs.parse(answer))
      .sort((a, b) => Number((a.blockNumber ?? 0n) - (b.blockNumber ?? 0n)))
  }
  try {
    return await read('0x0', 'latest')
  } catch {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const from = latest >= FALLBACK_BLOCK_RANGE ? latest - FALLBACK_BLOCK_RANGE + 1n : 0n
    return read(numberToHex(from), numberToHex(latest))
  }
}
