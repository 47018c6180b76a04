import { truncateAddress } from '@latch/core/auth-frame'
import type { Address, Chain, Client, Transport } from 'viem'
import { getChainId, prepareTransactionRequest } from 'viem/actions'
import { englishWords, type FrameWords } from '../i18n/createFrameTexts.js'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { toTransactionParameters } from '../rpc/toTransactionParameters.js'
import { NATIVE_DECIMALS, type TokenInfo } from './describeRequest.js'
import { formatAmount, formatBalanceChange } from './formatAmount.js'
import { simulateTransaction } from './simulateTransaction.js'

/** The approval UI's preview of a transaction: network fee and simulated balance changes. */
export type TransactionPreview =
  | {
      /** The estimated network fee (gas limit × max fee per gas), e.g. `0.000042 ETH`. */
      fee: string | undefined
      /** Lines like `−0.1 ETH`, `+12.5 LTT`; or why there are none. */
      simulation:
        | { status: 'success'; balanceChanges: string[] }
        | { status: 'reverted'; reason: string }
        | { status: 'unavailable' }
    }
  | {
      /** The RPC read answered `eth_chainId` with another chain than this one. */
      wrongChain: number
    }

/**
 * Checks the RPC is on the request's chain (`eth_chainId`: a mismatch gives `{ wrongChain }` and
 * no preview; no answer gives no fee and no simulation), estimates the fee (viem `prepareTransactionRequest`: gas and EIP-1559 or legacy
 * fees) and simulates the transaction (`eth_simulateV1`). Native changes are two lines: −(value),
 * from the request itself, and + what the simulation traces coming back to the sender (a refund,
 * an unwrap), never netted, so an RPC that lies cannot hide what leaves; in wei (18 decimals)
 * whatever the host declared, the fee shown on its own line (as Latch's own Send review does, so
 * the user sees the amount they typed). ERC-20 changes come from the simulated Transfer logs, in the token's symbol and decimals
 * when its contract answers them, else in raw units.
 *
 * @param network - The active eip155 network.
 * @param from - The wallet's address.
 * @param transaction - The request to preview.
 * @param readToken - Reads a token's symbol and decimals (cached by the caller).
 * @param symbol - The native currency's label (the host's, sanitized).
 * @param words - The frame's texts and amounts in its locale (English by default).
 * @param trusted - The client on the project's trusted RPC for this chain (see
 *   `NetworkClient.trusted`). Without one, nothing is simulated (`unavailable`: the host's RPC
 *   could make up any balance change) and the fee is the host RPC's estimate, which is what
 *   sending through it would pay.
 */
export async function loadTransactionPreview(
  network: NetworkClient,
  from: Address,
  transaction: TransactionRequest,
  readToken: (token: Address) => Promise<TokenInfo | undefined>,
  symbol: string,
  words: FrameWords = englishWords,
  trusted: Client<Transport, Chain> | undefined = undefined,
): Promise<TransactionPreview> {
  const { t, number } = words
  const native = { symbol, decimals: NATIVE_DECIMALS }
  const expected = network.network.chainId
  const client = trusted ?? network.client
  const [rpcChainId, fee, simulation] = await Promise.all([
    getChainId(client).catch(() => undefined),
    prepareTransactionRequest(client, {
      account: from,
      chain: network.chain,
      ...toTransactionParameters(transaction),
      parameters: ['fees', 'gas'],
    } as Parameters<typeof prepareTransactionRequest>[1]).then(
      (prepared) => {
        const perGas = prepared.maxFeePerGas ?? prepared.gasPrice
        return prepared.gas !== undefined && perGas !== undefined
          ? prepared.gas * perGas
          : undefined
      },
      () => undefined,
    ),
    trusted
      ? simulateTransaction(trusted, from, transaction)
      : Promise.resolve({ status: 'unavailable' } as const),
  ])
  if (rpcChainId === undefined) return { fee: undefined, simulation: { status: 'unavailable' } }
  if (rpcChainId !== expected) return { wrongChain: expected }
  const feeText =
    fee === undefined ? undefined : `${number(formatAmount(fee, native.decimals))} ${native.symbol}`
  if (simulation.status !== 'success') return { fee: feeText, simulation }
  const balanceChanges: string[] = []
  // What leaves is the request's value (no node's answer can shrink it); what the simulation says
  // comes back is its own line, so a lying RPC cannot net an outflow away.
  if (transaction.value !== 0n) balanceChanges.push(formatBalanceChange(-transaction.value, native))
  if (simulation.nativeReceived !== 0n)
    balanceChanges.push(formatBalanceChange(simulation.nativeReceived, native, number))
  for (const [token, change] of simulation.tokenChanges) {
    const info = await readToken(token)
    // The sign goes with the amount: some languages put the token's name first.
    const units = () =>
      t('request.tokenUnits', {
        amount: `${change < 0n ? '−' : '+'}${number((change < 0n ? -change : change).toString())}`,
        token: truncateAddress(token),
      })
    balanceChanges.push(info ? formatBalanceChange(change, info, number) : units())
  }
  return { fee: feeText, simulation: { status: 'success', balanceChanges } }
}
