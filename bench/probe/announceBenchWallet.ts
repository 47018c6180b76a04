/** The one wallet of the bench page (EIP-6963 `EIP6963ProviderInfo`). */
export const benchWalletInfo = {
  uuid: '6a1e5e3c-2f0b-4c54-9d43-7b0f3a2c9e11',
  name: 'Bench Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/></svg>',
  )}`,
  rdns: 'dev.latch.bench',
} as const

type RequestArguments = { method: string; params?: unknown }

/** A wallet that has no account: enough for discovery, never used to connect. */
const provider = {
  async request({ method }: RequestArguments): Promise<unknown> {
    if (method === 'eth_accounts') return []
    if (method === 'eth_chainId') return '0x1'
    throw Object.assign(new Error(`Bench Wallet does not support ${method}`), { code: 4200 })
  },
  on() {},
  removeListener() {},
}

/**
 * Announces {@link benchWalletInfo} as an extension's content script does (EIP-6963): once at
 * document start and again on every `eip6963:requestProvider`.
 */
export function announceBenchWallet(): void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: benchWalletInfo, provider }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
