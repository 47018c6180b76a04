import type { AdapterAccount, WalletConnectNamespaceProvider } from '@latch/core'
import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { InvalidWalletResponseError } from '../errors.js'
import { type BitcoinNetworkName, bitcoinNetworks, toBitcoinNetworkName } from '../networks.js'
import { MAX_SIGNATURE_BYTES } from '../wallet/accountSchemas.js'
import { check } from '../wallet/check.js'
import { requestWallet } from '../wallet/requestWallet.js'

/** A Bitcoin account of the WalletConnect session: its address and network. */
export type WalletConnectBitcoinAccount = { address: string; network: BitcoinNetworkName }

/**
 * WalletConnect's bip122 `signMessage` answer
 * (https://docs.reown.com/advanced/multichain/rpc-reference/bitcoin-rpc#signmessage): `signature`
 * is hex without `0x` by the reference; base64 text, which some wallets send, is accepted too.
 */
const signMessageResult = z.object({
  signature: z.union([
    z.string().check(z.regex(/^(?:[0-9a-fA-F]{2}){64,}$/), z.maxLength(MAX_SIGNATURE_BYTES * 2)),
    z.string().check(z.regex(/^[A-Za-z0-9+/]{86,}={0,2}$/), z.maxLength(MAX_SIGNATURE_BYTES * 2)),
  ]),
})

/**
 * The session's Bitcoin accounts (CAIP-10 `bip122:{reference}:{address}`) on mainnet or testnet
 * whose address is valid for that network, in session order.
 */
export async function readWalletConnectAccounts(
  provider: WalletConnectNamespaceProvider,
): Promise<WalletConnectBitcoinAccount[]> {
  const caipAccounts = await requestWallet('getAccounts', () => provider.getAccounts())
  return (Array.isArray(caipAccounts) ? caipAccounts : []).flatMap((caipAccount) => {
    const [namespace, reference = '', address] = String(caipAccount).split(':')
    const network = toBitcoinNetworkName(reference)
    if (namespace !== 'bip122' || !network || parseBitcoinAddress(address)?.network !== network) {
      return []
    }
    return [{ address: address as string, network }]
  })
}

/** The session's accounts on `network`, as core's payment accounts (no public keys: CAIP-10 has none). */
export function toPaymentAccounts(
  accounts: readonly WalletConnectBitcoinAccount[],
  network: BitcoinNetworkName,
): AdapterAccount[] {
  return accounts
    .filter((account) => account.network === network)
    .map(({ address }) => ({ address, type: 'payment' }))
}

/**
 * Signs `message` through WalletConnect's bip122 `signMessage` with `protocol: 'bip322'`, for the
 * session's account `address` on `network`.
 *
 * @returns The signature as base64 (the wallet's hex converted).
 * @throws {UserRejectedRequestError} when the user declines; {@link InvalidWalletResponseError}
 *   'The wallet sent an invalid signature'; `WalletRequestError` for any other failure.
 */
export async function signWithWalletConnect(
  provider: WalletConnectNamespaceProvider,
  parameters: { address: string; message: string; network: BitcoinNetworkName },
): Promise<string> {
  const { address, message, network } = parameters
  const result = await requestWallet('signMessage', () =>
    provider.request({
      method: 'signMessage',
      params: { account: address, address, message, protocol: 'bip322' },
      chainId: `bip122:${bitcoinNetworks[network].reference}`,
    }),
  )
  const signature = check(signMessageResult, () => result)?.signature
  if (!signature) throw new InvalidWalletResponseError('signature', 'signMessage')
  return /^[0-9a-fA-F]+$/.test(signature)
    ? base64.encode(hex.decode(signature.toLowerCase()))
    : signature
}
