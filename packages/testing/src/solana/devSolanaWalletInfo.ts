import type { WalletIcon } from '@wallet-standard/base'

/**
 * The Latch Dev Solana Wallet's Wallet Standard name and icon, the defaults of
 * `createDevSolanaWallet`. The icon is the dev wallet's 32×32 padlock in Solana purple, as an
 * RFC 2397 `data:image/svg+xml;base64` URI (335-byte SVG).
 *
 * @example
 * import { devSolanaWalletInfo } from '@latch/testing'
 *
 * await page.getByRole('button', { name: devSolanaWalletInfo.name }).click()
 */
export const devSolanaWalletInfo = {
  name: 'Latch Dev Solana Wallet',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNyIgZmlsbD0iIzFmMjkzNyIvPjxwYXRoIGQ9Ik0xMSAxNHYtM2E1IDUgMCAwIDEgMTAgMHYzIiBmaWxsPSJub25lIiBzdHJva2U9IiM5OTQ1ZmYiIHN0cm9rZS13aWR0aD0iMi41Ii8+PHJlY3QgeD0iOCIgeT0iMTQiIHdpZHRoPSIxNiIgaGVpZ2h0PSIxMiIgcng9IjIuNSIgZmlsbD0iIzk5NDVmZiIvPjxyZWN0IHg9IjE1IiB5PSIxOCIgd2lkdGg9IjIiIGhlaWdodD0iNCIgcng9IjEiIGZpbGw9IiMxZjI5MzciLz48L3N2Zz4=',
} as const satisfies { name: string; icon: WalletIcon }
