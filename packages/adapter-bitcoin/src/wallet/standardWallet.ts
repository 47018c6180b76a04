import { base64 } from '@scure/base'
import type { Wallet } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '../errors.js'
import { type CheckedWalletAccount, connectOutput, signMessageOutput } from './accountSchemas.js'
import { check } from './check.js'
import { type BitcoinAccounts, type BitcoinAddressPurpose, readAccounts } from './readAccounts.js'
import { requestWallet } from './requestWallet.js'
import { featureWith } from './walletSchemas.js'

/** How long a silent `standard:connect` may take before reconnecting gives up, in ms. */
const SILENT_CONNECT_TIMEOUT_MS = 3_000

/** A wallet's feature method, checked to be a function before it is called. */
function method(wallet: Wallet, feature: `${string}:${string}`, name: string) {
  return check(featureWith(name), () => wallet.features[feature])?.[name]
}

/**
 * Asks a Bitcoin wallet to connect through `bitcoin:connect` `{ purposes }`
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard) and reads its answer with
 * `readAccounts`.
 *
 * @throws {UserRejectedRequestError} when the user declines; {@link InvalidWalletResponseError}
 *   'The wallet sent an invalid account' without a valid payment address; `WalletRequestError`
 *   for any other failure.
 */
export async function connectStandardWallet(
  wallet: Wallet,
  purposes: readonly BitcoinAddressPurpose[],
): Promise<BitcoinAccounts> {
  const connect = method(wallet, 'bitcoin:connect', 'connect')
  if (!connect) throw new InvalidWalletResponseError('account', 'bitcoin:connect')
  const output = await requestWallet('bitcoin:connect', () => connect({ purposes: [...purposes] }))
  const accounts = readAccounts(check(connectOutput, () => output)?.accounts, purposes)
  if (!accounts) throw new InvalidWalletResponseError('account', 'bitcoin:connect')
  return accounts
}

/**
 * The accounts a wallet already authorized, without prompting: `wallet.accounts`, else what
 * `standard:connect` `{ silent: true }` gives when the wallet has it (the standard forbids it to
 * prompt). Nothing when neither holds a valid payment address, or the silent connect fails or
 * takes more than 3 s.
 */
export async function readAuthorizedAccounts(wallet: Wallet): Promise<BitcoinAccounts | undefined> {
  const authorized = readAccounts(
    check(connectOutput, () => ({ accounts: wallet.accounts }))?.accounts,
  )
  if (authorized) return authorized
  const connect = method(wallet, 'standard:connect', 'connect')
  if (!connect) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SILENT_CONNECT_TIMEOUT_MS)
  })
  const silent = requestWallet('standard:connect', () => connect({ silent: true })).then(
    (output) => readAccounts(check(connectOutput, () => output)?.accounts),
    () => undefined,
  )
  return Promise.race([silent, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Signs `message` (UTF-8) with `account` through `bitcoin:signMessage`: the wallet's BIP-322
 * signature (or the legacy one some wallets give), as base64. Bytes are base64-encoded; a wallet
 * answering base64 text is passed on as it is.
 *
 * @throws {UserRejectedRequestError} when the user declines; {@link InvalidWalletResponseError}
 *   'The wallet sent an invalid signature'; `WalletRequestError` for any other failure.
 */
export async function signWithStandardWallet(
  wallet: Wallet,
  account: CheckedWalletAccount,
  message: string,
): Promise<string> {
  const signMessage = method(wallet, 'bitcoin:signMessage', 'signMessage')
  if (!signMessage) throw new InvalidWalletResponseError('signature', 'bitcoin:signMessage')
  const output = await requestWallet('bitcoin:signMessage', () =>
    signMessage({ account: account.source, message: new TextEncoder().encode(message) }),
  )
  const signature = check(signMessageOutput, () => output)?.[0]?.signature
  if (signature === undefined) {
    throw new InvalidWalletResponseError('signature', 'bitcoin:signMessage')
  }
  return typeof signature === 'string' ? signature : base64.encode(signature)
}
