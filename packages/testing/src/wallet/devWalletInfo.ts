import type { EIP6963ProviderInfo } from 'mipd'

/**
 * The dev wallet's EIP-6963 provider info (https://eips.ethereum.org/EIPS/eip-6963#provider-info),
 * announced by `DevWallet.announce()`. The `uuid` is fixed so tests can find the wallet by it;
 * the `icon` is a 32×32 padlock as an RFC 2397 `data:image/svg+xml;base64` URI (335-byte SVG).
 *
 * @example
 * import { devWalletInfo } from '@latch/testing'
 *
 * await page.getByRole('button', { name: devWalletInfo.name }).click()
 */
export const devWalletInfo = {
  uuid: '3b9f4c1e-7d2a-4e8b-9c5f-1a6d0e2b7f43',
  name: 'Latch Dev Wallet',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iNyIgZmlsbD0iIzFmMjkzNyIvPjxwYXRoIGQ9Ik0xMSAxNHYtM2E1IDUgMCAwIDEgMTAgMHYzIiBmaWxsPSJub25lIiBzdHJva2U9IiNmYWNjMTUiIHN0cm9rZS13aWR0aD0iMi41Ii8+PHJlY3QgeD0iOCIgeT0iMTQiIHdpZHRoPSIxNiIgaGVpZ2h0PSIxMiIgcng9IjIuNSIgZmlsbD0iI2ZhY2MxNSIvPjxyZWN0IHg9IjE1IiB5PSIxOCIgd2lkdGg9IjIiIGhlaWdodD0iNCIgcng9IjEiIGZpbGw9IiMxZjI5MzciLz48L3N2Zz4=',
  rdns: 'dev.latch.wallet',
} as const satisfies EIP6963ProviderInfo<'dev.latch.wallet'>
