import type { CaipNetwork, WalletConnectNamespaceProvider } from '@latch/core'
import { InvalidWalletResponseError } from '../errors.js'
import type { SolanaRuntime } from '../runtime/index.js'
import { toUserRejection } from '../toUserRejection.js'
import { parseAnswer } from '../wallet/callWalletFeature.js'
import { solanaAddress, walletConnectSignature } from '../wallet/walletSchemas.js'

/** A Solana account of the WalletConnect session: its address and CAIP-2 reference. */
export type WalletConnectSolanaAccount = { address: string; reference: string }

/**
 * The session's Solana accounts (CAIP-10 `solana:{reference}:{address}`), well-formed ones only;
 * those on `caipNetwork` first.
 */
export async function getWalletConnectAccounts(
  provider: WalletConnectNamespaceProvider,
  caipNetwork?: Pick<CaipNetwork, 'id'>,
): Promise<WalletConnectSolanaAccount[]> {
  const accounts = (await provider.getAccounts()).flatMap((caipAddress) => {
    const [namespace, reference, address] = String(caipAddress).split(':')
    if (namespace !== 'solana' || !reference || !solanaAddress.safeParse(address).success) return []
    return [{ address: address as string, reference }]
  })
  const wanted = caipNetwork ? String(caipNetwork.id) : undefined
  return [
    ...accounts.filter((account) => account.reference === wanted),
    ...accounts.filter((account) => account.reference !== wanted),
  ]
}

async function requestSignature(
  provider: WalletConnectNamespaceProvider,
  runtime: SolanaRuntime,
  request: { method: string; params: unknown; chainId: `solana:${string}` },
): Promise<string> {
  let answer: unknown
  try {
    answer = await provider.request(request)
  } catch (error) {
    throw toUserRejection(error)
  }
  const output = parseAnswer(walletConnectSignature, answer)
  const bytes = output ? safeDecode(runtime, output.signature) : undefined
  if (!output || bytes?.length !== 64) {
    throw new InvalidWalletResponseError('signature', request.method)
  }
  return output.signature
}

function safeDecode(runtime: SolanaRuntime, text: string): Uint8Array | undefined {
  try {
    return runtime.decodeBase58(text)
  } catch {
    return undefined
  }
}

/**
 * `solana_signMessage` (WalletConnect's Solana RPC,
 * https://docs.walletconnect.network/wallet-sdk/chain-support/solana): `{ message: base58 of the
 * UTF-8 bytes, pubkey }` → `{ signature }`, base58 of 64 bytes.
 */
export function signMessageWithWalletConnect(
  provider: WalletConnectNamespaceProvider,
  runtime: SolanaRuntime,
  parameters: { message: string; address: string; chainId: `solana:${string}` },
): Promise<string> {
  const message = runtime.encodeBase58(new TextEncoder().encode(parameters.message))
  return requestSignature(provider, runtime, {
    method: 'solana_signMessage',
    params: { message, pubkey: parameters.address },
    chainId: parameters.chainId,
  })
}

/**
 * `solana_signAndSendTransaction`: `{ transaction: base64 wire bytes }` → `{ signature }`, base58.
 */
export function sendTransactionWithWalletConnect(
  provider: WalletConnectNamespaceProvider,
  runtime: SolanaRuntime,
  parameters: { transaction: Uint8Array; chainId: `solana:${string}` },
): Promise<string> {
  return requestSignature(provider, runtime, {
    method: 'solana_signAndSendTransaction',
    params: { transaction: runtime.encodeBase64(parameters.transaction) },
    chainId: parameters.chainId,
  })
}
