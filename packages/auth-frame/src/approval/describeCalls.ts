import { englishWords, type FrameWords } from '../i18n/createFrameTexts.js'
import { type Call, callAsTransaction, type SendPlan } from '../rpc/parseUnsafeRequest.js'
import { SIMPLE_7702_ACCOUNT } from '../smartAccount/contracts.js'
import {
  type CallDescription,
  describeRequest,
  type NativeCurrency,
  type RequestDescription,
  type TokenInfo,
} from './describeRequest.js'

/**
 * Adds what a user operation's plan says to a send's description: the account that sends
 * (`From`: the smart account), and, when the account is upgraded first (EIP-7702 delegation to
 * `Simple7702Account`), the line `Upgrade this account to a smart account` with the delegate's
 * address. A plain transaction's plan adds nothing.
 *
 * @param description - The send's words.
 * @param plan - How the approved send will run.
 * @param words - The frame's texts (English by default).
 */
export function withPlan(
  description: RequestDescription,
  plan: SendPlan | undefined,
  words: FrameWords = englishWords,
): RequestDescription {
  if (plan?.via !== 'userOperation') return description
  const { t } = words
  const from = {
    label: t('detail.from'),
    value: t('request.smartAccount', { address: plan.sender }),
  }
  const delegate = {
    label: t('detail.delegate'),
    value: `Simple7702Account ${SIMPLE_7702_ACCOUNT}`,
  }
  return {
    ...description,
    details: [from, ...(plan.upgrade ? [delegate] : []), ...description.details],
    ...(plan.upgrade ? { upgrade: t('request.upgrade') } : {}),
  }
}

/**
 * Says in words what a batch of calls (EIP-5792 `wallet_sendCalls`, or the calls decoded from an
 * ERC-4337 `eth_sendUserOperation`) will do: the summary `Send a batch of 2 calls` (a single
 * call's own words when there is one), and each call
 * as an `eth_sendTransaction` to the same address would be described (recipient, value, decoded
 * ERC-20 `transfer`/`approve` with the token's amount and symbol, unlimited approvals warned
 * about, `setApprovalForAll`, other functions by selector), titled `Call 1 of 2`. A note says
 * whether the calls run together (a user operation: all or none) or one by one (transactions:
 * the ones before a failing call still happen); without a trusted RPC, one note says the balance
 * changes could not be checked. The plan's lines are added by {@link withPlan}.
 *
 * @param calls - The calls, in the order they run.
 * @param context.native - The active network's native currency label and chain id.
 * @param context.tokens - Each call's ERC-20 token info (same order as `calls`; `undefined` when
 *   the call is not a transfer or approve, or its token could not be read from a trusted RPC).
 * @param context.plan - How the approved send will run.
 * @param context.words - The frame's texts and amounts in its locale (English by default).
 * @param context.trusted - Whether the frame has an RPC it trusts for this chain.
 */
export function describeCalls(
  calls: readonly Call[],
  context: {
    native: NativeCurrency
    tokens?: readonly (TokenInfo | undefined)[]
    plan?: SendPlan | undefined
    words?: FrameWords
    trusted?: boolean | undefined
  },
): RequestDescription {
  const words = context.words ?? englishWords
  const { t, number } = words
  const total = number(String(calls.length))
  const described: CallDescription[] = calls.map((call, index) => {
    const { summary, details, warning } = describeRequest(
      { method: 'eth_sendTransaction', transaction: callAsTransaction(call) },
      { native: context.native, token: context.tokens?.[index], words },
    )
    return {
      title: t('approval.callHeading', { index: number(String(index + 1)), total }),
      summary,
      details,
      ...(warning === undefined ? {} : { warning }),
    }
  })
  const atomic = context.plan?.via === 'userOperation'
  const notes = [
    {
      label: t('detail.note'),
      value: t(atomic ? 'request.batchAtomic' : 'request.batchSequential'),
    },
    ...(context.trusted === false
      ? [
          {
            label: t('detail.note'),
            value: t('request.previewUnchecked', { chainId: String(context.native.chainId) }),
          },
        ]
      : []),
  ]
  return withPlan(
    {
      // One call: its own words say it best ("a batch of 1 calls" would not).
      summary:
        described.length === 1 && described[0]
          ? described[0].summary
          : t('request.batch', { total }),
      details: notes,
      calls: described,
    },
    context.plan,
    words,
  )
}
