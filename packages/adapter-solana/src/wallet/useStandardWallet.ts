import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError, WalletFeatureNotSupportedError } from '../errors.js'
import type { SolanaRuntime } from '../runtime/index.js'
import { callWallet, getFeatureMethod, parseAnswer } from './callWalletFeature.js'
import { signAndSendOutput, signMessageOutput, signTransactionOutput } from './walletSchemas.js'

/**
 * Signs UTF-8 `message` with `solana:signMessage`.
 * @returns The 64-byte ed25519 signature, base58.
 * @throws {WalletFeatureNotSupportedError} without the feature; {@link InvalidWalletResponseError}
 *   when the answer is not a 64-byte signature; the wallet's error otherwise.
 */
export async function signMessageWithWallet(
  runtime: SolanaRuntime,
  wallet: Wallet,
  account: WalletAccount,
  message: string,
): Promise<string> {
  const signMessage = getFeatureMethod(wallet, 'solana:signMessage', 'signMessage')
  if (!signMessage) throw new WalletFeatureNotSupportedError('solana:signMessage')
  const answer = await callWallet(() =>
    signMessage({ account, message: new TextEncoder().encode(message) }),
  )
  const output = parseAnswer(signMessageOutput, answer)
  if (!output) throw new InvalidWalletResponseError('signature', 'solana:signMessage')
  return runtime.encodeBase58(output[0].signature)
}

/**
 * Has the wallet sign and send an unsigned wire `transaction` on `chain`: through
 * `solana:signAndSendTransaction`, or `solana:signTransaction` and then the network's
 * `sendTransaction` when the wallet only signs.
 * @returns The transaction's signature, base58.
 * @throws {WalletFeatureNotSupportedError} with neither feature; {@link InvalidWalletResponseError}
 *   for a malformed answer; the wallet's or the RPC's error otherwise.
 */
export async function sendTransactionWithWallet(
  runtime: SolanaRuntime,
  parameters: {
    wallet: Wallet
    account: WalletAccount
    chain: `solana:${string}`
    transaction: Uint8Array
    rpcUrl: string
  },
): Promise<string> {
  const { wallet, account, chain, transaction, rpcUrl } = parameters
  const signAndSend = getFeatureMethod(
    wallet,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
  )
  if (signAndSend) {
    const answer = await callWallet(() =>
      signAndSend({ account, chain, transaction, options: { preflightCommitment: 'confirmed' } }),
    )
    const output = parseAnswer(signAndSendOutput, answer)
    if (!output) throw new InvalidWalletResponseError('signature', 'solana:signAndSendTransaction')
    return runtime.encodeBase58(output[0].signature)
  }
  const signTransaction = getFeatureMethod(wallet, 'solana:signTransaction', 'signTransaction')
  if (!signTransaction) throw new WalletFeatureNotSupportedError('solana:signAndSendTransaction')
  const answer = await callWallet(() => signTransaction({ account, chain, transaction }))
  const output = parseAnswer(signTransactionOutput, answer)
  if (!output) throw new InvalidWalletResponseError('transaction', 'solana:signTransaction')
  return runtime.sendSignedTransaction(rpcUrl, output[0].signedTransaction)
}
