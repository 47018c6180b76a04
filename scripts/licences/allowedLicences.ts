/**
 * The licences a package in a publishable Latch package's production tree may carry (DESIGN.md
 * §2, licence rule): permissive and OSI-approved, so an app can ship Latch without copyleft
 * duties, a paid licence or a vendor's network. Left out on purpose: copyleft (GPL, LGPL, MPL —
 * lightningcss is MPL-2.0, a build tool only), source-available terms (the WalletConnect
 * Community License of `@walletconnect/*` 2.21.9 and later, `SEE LICENSE IN …`), `UNLICENSED`,
 * `LicenseRef-*`, and CC0-1.0 (not OSI-approved: it withholds a patent grant).
 * "Ours" below means somewhere in package-lock.json, "shipped" in a publishable package's tree.
 */
export const allowedLicences: readonly string[] = [
  // The default of the npm world; Latch itself. Shipped: nearly everything (viem, zustand, zod…).
  'MIT',
  // MIT without the notice requirement. Not in our tree today; strictly more permissive than MIT.
  'MIT-0',
  // MIT in other words. Shipped: qrcode's yargs helpers (cliui, y18n, yargs-parser…).
  'ISC',
  // Shipped by none today; ours: entities (BSD-2-Clause), source-map-js (BSD-3-Clause).
  'BSD-2-Clause',
  'BSD-3-Clause',
  // Public-domain-like BSD. Ours: tslib, under the @walletconnect/* helpers of the private
  // @latch/testing-node.
  '0BSD',
  // Permissive with a patent grant; a NOTICE file, if any, must travel with it. Shipped: fuse.js
  // (no NOTICE); ours: multiformats (Apache-2.0 AND MIT), anvil and biome (MIT OR Apache-2.0).
  'Apache-2.0',
  // OSI-approved public-domain dedication. Not in our tree today.
  'Unlicense',
  // A modern permissive licence with a patent grant. Ours: lru-cache, under @latch/testing-node.
  'BlueOak-1.0.0',
  // The zlib/libpng licence, permissive; compression ports carry it. Not in our tree today.
  'Zlib',
  // The PSF licence, permissive; argparse (js-yaml) carries it. Not in our tree today.
  'Python-2.0',
]

/**
 * Packages refused in a production tree whatever their licence: WalletConnect's and Reown's SDKs.
 * Their releases from 2.21.9 on carry the WalletConnect Community License (Reown's network only, a
 * paid licence past 500 monthly users); Latch speaks the protocol itself (`@latch/walletconnect`).
 * Tests may use the last Apache-2.0 releases, in the private `@latch/testing-node`.
 */
export const deniedPackages: readonly RegExp[] = [/^@walletconnect\//, /^@reown\//]
