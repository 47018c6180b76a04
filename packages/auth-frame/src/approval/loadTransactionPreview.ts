import { truncateAddress } from '@latch/core/auth-frame'
import type { Address, Chain, Client, Transport } from 'viem'
import { getChainId, prepareTransactionRequest } from 'viem/actions'
import { englishWords, type FrameWords } from '../i18n/createFrameTexts.js'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { TransactionRequest } from '../rpc/parseUnsafeRequest.js'
import { toTransactionParameters } from '../rpc/toTransactionParameters.js'
import { NATIVE_DECIMALS, type TokenInfo } from './describeRequest.js'
import { formatAmount, formatBalanceChange } from './formatAmount.js'
import { type SimulatedCall, simulateCalls } from './simulateTransaction.js'

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
export function loadTransactionPreview(
  network: NetworkClient,
  from: Address,
  transaction: TransactionRequest,
  readToken: (token: Address) => Promise<TokenInfo | undefined>,
  symbol: string,
  words: FrameWords = englishWords,
  trusted: Client<Transport, Chain> | undefined = undefined,
): Promise<TransactionPreview> {
  const client = trusted ?? network.client
  const fee = prepareTransactionRequest(client, {
    account: from,
    chain: network.chain,
    ...toTransactionParameters(transaction),
    parameters: ['fees', 'gas'],
  } as Parameters<typeof prepareTransactionRequest>[1]).then(
    (prepared) => {
      const perGas = prepared.maxFeePerGas ?? prepared.gasPrice
      return prepared.gas !== undefined && perGas !== undefined ? prepared.gas * perGas : undefined
    },
    () => undefined,
  )
  return loadCallsPreview(network, from, [transaction], {
    readToken,
    symbol,
    words,
    trusted,
    fee: fee.then((wei) => (wei === undefined ? undefined : { maxFee: wei })),
  })
}

/**
 * The network fee of calls sent one by one as transactions (an EOA's `wallet_sendCalls`): the sum
 * of each one's gas limit × max fee per gas as viem `prepareTransactionRequest` estimates them
 * alone, in wei; `undefined` when any estimate fails (a call that needs an earlier one mined).
 *
 * @param network - The active eip155 network.
 * @param from - The wallet's address.
 * @param calls - The calls.
 * @param trusted - The trusted RPC's client, else the host's is used.
 */
export async function estimateCallsFee(
  network: NetworkClient,
  from: Address,
  calls: readonly SimulatedCall[],
  trusted: Client<Transport, Chain> | undefined,
): Promise<PreviewFee> {
  const client = trusted ?? network.client
  try {
    const fees = await Promise.all(
      calls.map(async (call) => {
        const prepared = await prepareTransactionRequest(client, {
          account: from,
          chain: network.chain,
          ...(call.to ? { to: call.to } : {}),
          value: call.value,
          ...(call.data ? { data: call.data } : {}),
          parameters: ['fees', 'gas'],
        } as Parameters<typeof prepareTransactionRequest>[1])
        const perGas = prepared.maxFeePerGas ?? prepared.gasPrice
        if (prepared.gas === undefined || perGas === undefined) throw new Error('No fee')
        return prepared.gas * perGas
      }),
    )
    return { maxFee: fees.reduce((sum, fee) => sum + fee, 0n) }
  } catch {
    return undefined
  }
}

/** The network fee line's content: at most this many wei, sponsored, or unknown (`undefined`). */
export type PreviewFee =
  | { maxFee: bigint; upTo?: boolean }
  | { sponsored: true; paymaster?: Address | undefined }
  | undefined

/**
 * The preview of calls sent together (a batch, a user operation's calls) or of one transaction:
 * checks the RPC is on the request's chain (`eth_chainId`: a mismatch gives `{ wrongChain }`; no
 * answer gives no fee and no simulation) and simulates the calls in order in one block from
 * `sender` (`eth_simulateV1`, see `simulateCalls`; only through the trusted RPC). Native changes
 * are −(the calls' total value) and + what the simulation traces coming back, never netted; ERC-20
 * changes from the Transfer logs, in the token's symbol and decimals when its contract answers
 * them, else in raw units. A call that reverts gives the batch's `reverted`, its reason prefixed
 * with the call's title (`Call 2 of 3: …`). The fee is written from `options.fee`: an amount
 * (`up to 0.001 ETH` when `upTo`), `Sponsored`, or none (`unknown`).
 *
 * @param network - The active eip155 network.
 * @param sender - The address the calls are made from (the smart account for a user operation).
 * @param calls - The calls, in order.
 * @param options.readToken - Reads a token's symbol and decimals (cached by the caller).
 * @param options.symbol - The native currency's label (the host's, sanitized).
 * @param options.words - The frame's texts and amounts in its locale (English by default).
 * @param options.trusted - The client on the project's trusted RPC for this chain; without one,
 *   nothing is simulated (`unavailable`).
 * @param options.fee - The network fee, in wei (resolves `undefined` when unknown).
 */
export async function loadCallsPreview(
  network: NetworkClient,
  sender: Address,
  calls: readonly SimulatedCall[],
  options: {
    readToken: (token: Address) => Promise<TokenInfo | undefined>
    symbol: string
    words?: FrameWords | undefined
    trusted?: Client<Transport, Chain> | undefined
    fee: Promise<PreviewFee>
  },
): Promise<TransactionPreview> {
  const { readToken, symbol, trusted } = options
  const { t, number } = options.words ?? englishWords
  const native = { symbol, decimals: NATIVE_DECIMALS }
  const expected = network.network.chainId
  const client = trusted ?? network.client
  const [rpcChainId, fee, simulation] = await Promise.all([
    getChainId(client).catch(() => undefined),
    options.fee.catch(() => undefined),
    trusted
      ? simulateCalls(trusted, sender, calls)
      : Promise.resolve({ status: 'unavailable' } as const),
  ])
  if (rpcChainId === undefined) return { fee: undefined, simulation: { status: 'unavailable' } }
  if (rpcChainId !== expected) return { wrongChain: expected }
  const amount = (wei: bigint) => `${number(formatAmount(wei, native.decimals))} ${native.symbol}`
  const feeText =
    fee === undefined
      ? undefined
      : 'sponsored' in fee
        ? fee.paymaster
          ? t('approval.feeSponsoredBy', { paymaster: truncateAddress(fee.paymaster) })
          : t('approval.feeSponsored')
        : fee.upTo
          ? t('approval.feeUpTo', { amount: amount(fee.maxFee) })
          : amount(fee.maxFee)
  if (simulation.status === 'unavailable') return { fee: feeText, simulation }
  if (simulation.status === 'reverted') {
    const { call, reason } = simulation
    const title =
      call === undefined
        ? undefined
        : t('approval.callHeading', {
            index: number(String(call + 1)),
            total: number(String(calls.length)),
          })
    return {
      fee: feeText,
      simulation: { status: 'reverted', reason: title ? `${title}: ${reason}` : reason },
    }
  }
  const balanceChanges: string[] = []
  // What leaves is the calls' value (no node's answer can shrink it); what the simulation says
  // comes back is its own line, so a lying RPC cannot net an outflow away.
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  if (value !== 0n) balanceChanges.push(formatBalanceChange(-value, native, number))
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
