import { stripInvisible } from '@latch/core/auth-frame'
import type { Address, Chain, Client, Transport } from 'viem'
import { englishWords, type FrameWords, type Translate } from '../i18n/createFrameTexts.js'
import { callAsTransaction } from '../rpc/parseUnsafeRequest.js'
import type { Eip155Approval, PendingApproval } from './createApprovalQueue.js'
import type { ApprovalExplanation } from './createApprovalView.js'
import { describeCalls, withPlan } from './describeCalls.js'
import {
  decodeErc20Call,
  describeRequest,
  type RequestDescription,
  type TokenInfo,
} from './describeRequest.js'
import {
  estimateCallsFee,
  loadCallsPreview,
  loadTransactionPreview,
  type PreviewFee,
} from './loadTransactionPreview.js'
import { readTokenInfo } from './readTokenInfo.js'

/** The host's label, without invisible characters and cut; `fallback` when nothing is left. */
const hostLabel = (text: string, length: number, fallback: string) =>
  stripInvisible(text).trim().slice(0, length) || fallback

/**
 * The network's line of the approval: the host's name for it and, since the host chooses that
 * name, always its chain id, e.g. `Anvil (chain 31337)`.
 *
 * @param network - The `init` network's name and chain id.
 * @param t - The frame's texts (English by default).
 */
export function describeNetwork(
  network: { name: string; chainId: number },
  t: Translate = englishWords.t,
): string {
  return t('approval.network', {
    name: hostLabel(network.name, 60, t('approval.unnamedNetwork')),
    chainId: String(network.chainId),
  })
}

/**
 * Explains pending requests for the approval UI: the words at once for signatures (a sign-in
 * message for another domain than `options.hostOrigin` is warned about); for transactions, the
 * words once an ERC-20 token's symbol and decimals are read (cached per chain and token), and the
 * fee and simulated balance changes. Tokens and simulations are read only through the project's
 * trusted RPC for the chain (`NetworkClient.trusted`, from the auth server), never through the
 * host's: without one the amount is in raw units with the token's address, and notes say what
 * could not be checked. The network's name and native currency symbol are the host's labels: the
 * chain id is shown beside them, and native amounts are in wei. The words are in the frame's
 * locale at the time the request is explained. A request that explains itself (Solana's) is
 * given the texts.
 *
 * @param texts - The frame's texts and amounts in its locale (English by default).
 * @param options.hostOrigin - The verified host page's origin.
 * @returns The `explain` function of `createApprovalView`.
 */
export function createApprovalExplainer(
  texts: FrameWords = englishWords,
  options: { hostOrigin?: string | undefined } = {},
): (pending: PendingApproval) => ApprovalExplanation {
  const tokens = new Map<string, Promise<TokenInfo | undefined>>()
  return (pending) => {
    if ('explain' in pending) return pending.explain(texts)
    const { request, from, network, plan, signer } = pending
    const { t } = texts
    const { chainId } = network.network
    const native = {
      symbol: hostLabel(network.network.nativeCurrency.symbol, 16, t('approval.nativeUnits')),
      chainId,
    }
    const { hostOrigin } = options
    const networkLine = describeNetwork(network.network, t)
    if (request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4')
      return {
        network: networkLine,
        description: Promise.resolve(
          withSigner(
            describeRequest(request, { native, words: texts, hostOrigin }),
            signer,
            from,
            t,
          ),
        ),
        preview: undefined,
      }
    // Only the trusted client reads tokens: its answers alone are cached.
    const readToken = (client: Client | undefined) => (token: Address) => {
      if (!client) return Promise.resolve(undefined)
      const key = `${chainId}:${token.toLowerCase()}`
      let info = tokens.get(key)
      if (!info) {
        info = readTokenInfo(client, token)
        tokens.set(key, info)
      }
      return info
    }
    const viaUserOperation = plan?.via === 'userOperation'
    const calls = request.method === 'eth_sendTransaction' ? [request.transaction] : request.calls
    const readTokens = (client: Client | undefined) =>
      Promise.all(
        calls.map((call) => {
          const erc20 = decodeErc20Call(call)
          return erc20 && erc20.functionName !== 'setApprovalForAll'
            ? readToken(client)(erc20.token)
            : undefined
        }),
      )
    const describe = async (client: Client | undefined) => {
      const infos = await readTokens(client)
      const trusted = client !== undefined
      if (request.method !== 'eth_sendTransaction')
        return describeCalls(request.calls, { native, tokens: infos, plan, words: texts, trusted })
      // A user operation's gas and fees are the frame's own: the dapp's fields bound nothing.
      const transaction = viaUserOperation
        ? callAsTransaction({ ...request.transaction, to: request.transaction.to as Address })
        : request.transaction
      return withPlan(
        describeRequest(
          { method: request.method, transaction },
          { native, token: infos[0], words: texts, hostOrigin, trusted },
        ),
        plan,
        texts,
      )
    }
    const preview = (client: Client<Transport, Chain> | undefined) => {
      if (request.method === 'eth_sendTransaction' && !viaUserOperation)
        return loadTransactionPreview(
          network,
          from,
          request.transaction,
          readToken(client),
          native.symbol,
          texts,
          client,
        )
      const fee: Promise<PreviewFee> =
        plan?.via === 'userOperation'
          ? Promise.resolve(
              plan.sponsored
                ? { sponsored: true, paymaster: plan.paymaster }
                : plan.maxFee === undefined
                  ? undefined
                  : { maxFee: plan.maxFee, upTo: true },
            )
          : estimateCallsFee(network, from, calls, client)
      return loadCallsPreview(network, plan?.via === 'userOperation' ? plan.sender : from, calls, {
        readToken: readToken(client),
        symbol: native.symbol,
        words: texts,
        trusted: client,
        fee,
      })
    }
    return {
      network: networkLine,
      description: network.trusted.then(describe),
      preview: network.trusted.then(preview),
    }
  }
}

/** Adds the "Signing as: Smart account 0x…" / "EOA 0x…" line to a signature's description. */
function withSigner(
  description: RequestDescription,
  signer: Eip155Approval['signer'],
  from: Address,
  t: Translate,
): RequestDescription {
  if (signer === undefined) return description
  const value = t(signer === 'smartAccount' ? 'request.signerSmartAccount' : 'request.signerEoa', {
    address: from,
  })
  return {
    ...description,
    details: [{ label: t('detail.signingAs'), value }, ...description.details],
  }
}
