import { type CaipNetwork, NoActiveCaipAddressError } from '@latch/core'
import type { EIP1193Provider } from 'viem'
import { withTimeout } from '../guard/checks.js'
import { WALLET_READ_TIMEOUT_MS } from '../guard/guardEip1193Provider.js'
import { WalletTimeoutError } from '../walletErrors.js'
import { isMethodUnsupportedError } from './callBatches.js'

type Request = (arguments_: { method: string; params?: unknown }) => Promise<unknown>

/** `method` through the connected wallet's provider, given up after 10 s (no user action). */
function ask(provider: EIP1193Provider | undefined, method: string, params: unknown) {
  if (!provider) return Promise.reject(new NoActiveCaipAddressError())
  return withTimeout(
    (provider.request as Request)({ method, params }),
    WALLET_READ_TIMEOUT_MS,
    () => new WalletTimeoutError(method, WALLET_READ_TIMEOUT_MS),
  )
}

/**
 * The connected wallet's whole EIP-5792 `wallet_getCapabilities` answer for `address` (params
 * `[address]`, no chain filter), as the wallet gave it: core validates it.
 *
 * @param provider - The connected connector's provider (`undefined`: nothing connected).
 * @returns The answer, or `undefined` when the wallet lacks the method (4200, -32601, "not
 *   supported").
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' without a connected wallet;
 *   {@link WalletTimeoutError} 'The
 *   wallet did not answer' after 10 s; the wallet's other errors.
 */
export async function getWalletCapabilities(
  provider: EIP1193Provider | undefined,
  { address }: { address: string },
): Promise<unknown> {
  try {
    return await ask(provider, 'wallet_getCapabilities', [address])
  } catch (error) {
    if (isMethodUnsupportedError(error)) return undefined
    throw error
  }
}

/**
 * The account's assets on `caipNetwork` as the connected wallet lists them (ERC-7811
 * `wallet_getAssets`, params `[{ account: address, chainFilter: ['0x…'] }]`), as the wallet gave
 * them: core validates the answer.
 *
 * @param provider - The connected connector's provider (`undefined`: nothing connected).
 * @throws {NoActiveCaipAddressError} 'No ActiveCaipAddress found' without a connected wallet;
 *   {@link WalletTimeoutError} 'The
 *   wallet did not answer' after 10 s; the wallet's errors.
 */
export function getWalletAssets(
  provider: EIP1193Provider | undefined,
  { address, caipNetwork }: { address: string; caipNetwork: CaipNetwork },
): Promise<unknown> {
  const chainId = `0x${Number(caipNetwork.id).toString(16)}`
  return ask(provider, 'wallet_getAssets', [{ account: address, chainFilter: [chainId] }])
}
