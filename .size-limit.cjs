// Size budgets (issues 6, 9): each package's built entries (`packages/<name>/dist`, what npm
// ships) as an app's production build ships them, gzip. `npm run size` builds the packages, bundles
// each one's dist entries (bench/size/build.ts: minified, react and the other @latch packages
// external, their own dependencies bundled, lazy parts split off) and then checks them.
// A check covers the entry chunk and its static imports: what loads at startup, not the lazy parts.
// Budgets are the size measured when set, plus about 10%; raise one only with a reason.
const { readFileSync } = require('node:fs')
const { join } = require('node:path')

/** The startup files of `bench/dist/size/<name>`: its entry chunk and, transitively, its imports. */
function startupFiles(name) {
  const outDir = `bench/dist/size/${name}`
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(__dirname, outDir, '.vite/manifest.json'), 'utf8'))
  } catch {
    throw new Error(`${outDir} is missing: run \`npm run size\`, which builds it before measuring`)
  }
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return [...files].map((file) => `${outDir}/${file}`)
}

const core = startupFiles('core')
const react = startupFiles('react')
const adapterEvm = startupFiles('adapter-evm')
const adapterSolana = startupFiles('adapter-solana')
const adapterBitcoin = startupFiles('adapter-bitcoin')
const siwx = startupFiles('siwx')
const html = startupFiles('html')
const walletconnect = startupFiles('walletconnect')
const walletconnectWithoutZod = startupFiles('walletconnect-without-zod')

module.exports = [
  // Measured on dist 19.68 kB: the index and internal entries as one module (an app imports both),
  // with the balance watch of issue 9; 20.01 kB from source before the builds, when the public entry
  // still exported every internal. Earlier: 18.50 kB (sign-in flows, the hosted-API client, the WalletConnect session owner; the
  // WalletConnect SDK itself is a lazy import).
  // Issue 10: 20.36 kB, raised to 21 kB: the session owner on Latch's own WalletConnect client
  // checks what the wallet sends (only the latest attempt's session is kept; chainChanged and
  // accountsChanged only for the session's chains; non-decimal eip155 ids dropped), the relay's
  // failure is told apart, and the background pairing waits for an idle moment (+0.68 kB).
  // 20.75 kB with issue 11's first checks (stored values validated, the WalletConnect deep-link
  // rule moved from the view into core, typed errors for non-string CAIP input).
  // Issue 11: 29.42 kB, raised to 32 kB. zod/mini (DESIGN.md's validation library) now checks every
  // boundary core has at startup — options, stored values, hosted-API answers — and is 7.4 kB of it
  // (core without zod: 21.76 kB, +1 kB for the checks themselves and the event coalescing). The
  // lazy WalletConnect chunk shares it: a WalletConnect user downloads 7 kB less there.
  // Issue 12: 31.56 kB (+2 kB): MULTI_CHAIN rows, SwitchActiveChain routing, per-namespace
  // WalletConnect providers and proposals, units, the Solana and Bitcoin networks.
  // Issue 13: 33.85 kB, raised to 34 kB. The Account view's stores, the tokens option, formatMoney
  // and the identity watch are 32.99 kB with the account-data flows bundled in (+1.4 kB). Those flows
  // are a lazy chunk; it shares zod, zustand, the stores and the spec §8 texts with startup, so the
  // app's build moves them into a chunk of their own, gzipped apart from the entry: +0.86 kB
  // (the two files gzipped as one: 32.88 kB). z.regex, the only code just the chunk needed, is gone.
  // Issue 14: 37.37 kB, raised to 37.5 kB. At startup: which wallet features show (the rule and
  // the swap-source choice), the lazy-controller loader, the pending-transactions store, toast
  // links, formatAmount, walletFeaturesOrder: +1.8 kB of code (all startup files gzipped as one:
  // 32.88 → 34.67 kB). Send, Swap and Buy are lazy chunks (1.5, 4.7, 3.5 kB); they share the
  // error classes, units, CAIP parsing and the balance refresh with startup, so the app's build
  // splits those into 4 more common chunks gzipped apart (+1.6 kB of per-file overhead; issue
  // 14's note proposes one common chunk).
  // Issue 15: 40.24 kB, raised to 40.5 kB. At startup: the embedded wallet's provider and frame
  // container (createEmbeddedWallet), the email-login rule, the ID_AUTH reconnect and the client's
  // login methods: +0.86 kB (38.23 kB measured with the auth chunk's import removed). The auth
  // chunk itself (frame channel, allow-list, approvals, email login, the wire schemas) is lazy;
  // it imports the modal, toast, account and balance primitives, so the app's build splits those
  // out of the entry into 5 more chunks gzipped apart (+2 kB: the same per-file overhead as issue
  // 14's). Its schemas use only zod features startup already has (no z.union, z.int, z.regex),
  // and the union schemas the frame parses with live in the separate `@latch/core/auth-frame` entry.
  // Issue 16 (locales): +0.76 kB measured on the i18n change alone (40.53 → 41.27 kB at 5c674c1;
  // f0949fe +0.02 kB), raised by 0.8 kB. The `locale` option's BCP 47 check and setLocale with its
  // store; resolveLocale (the front end resolves at startup); localizeNumber, so balances stay exact
  // in the locale's digits and separators; toasts, alerts and view errors as `{ key, values }`
  // descriptors instead of the English texts (which core keeps for thrown errors).
  // Issue 16 (options): +0.96 kB measured on this change alone (41.27 → 42.23 kB, c4fd5ca with the
  // fixes after it, against 5c674c1). Spec §3/§9 options doing what they say: the Connect layout
  // rule and view permissions (enableWallets, legal text, collapsed wallets, wallet guide,
  // Networks without switching), NetworkSwitchDisabledError, the defaultAccountTypes and tokens zod
  // schemas, preferredAccountTypes in the stores, the analytics gate, WalletConnect's connecting
  // status and recent wallet, the two new spec §8 alerts, storage failures logged once per key.
  // Issue 16 (review fixes, 42.19 → 43.01 kB, raised to 43.05 kB): one legal gate every way to
  // connect consults (getLegalGate), views the options turn off refused (isViewAllowed: Send,
  // Receive, Buy, Swap, UnsupportedChain), WalletConnect's status and pick reset on every way out,
  // connectWalletConnect's wallet checked by zod with the public InvalidParameterError, storage
  // failures reported again after a success, the legalCheckbox warning, own-key locale lookups; and
  // formatCurrencyAmount (about 0.3 kB), which only the lazy Buy view uses: this check keeps every
  // export of the internal entry, an app's build moves it into the Buy chunk. The registry images'
  // type and magic-byte checks are in the lazy image chunk.
  // Issues 15/16 close-out (43.01 → 43.45 kB, raised to 43.5 kB): formatMessage moved here from
  // @latch/react (react −0.24 kB) so the secure frame formats with the same rules; spec §8
  // failures of connect and network switches as catalogue keys (toErrorMessage); the frame told the
  // locale; features.smartSessions / pay logged as ignored. Then 43.51 kB, raised to 43.55 kB:
  // LatchError's userMessage (the key an error's user-facing text has in every locale), read
  // first by toErrorMessage, and set by ConnectorNotFoundError and NoAccountError. Then 43.58 kB,
  // raised to 43.6 kB: signing and sending say what a wallet's error says (toErrorMessage), and
  // the frame is told only a locale's language, script and region. Issue 26: 43.50 kB (the
  // authUrl/ipfsGateway https rule shares the URL helper; areSwapsSwitchedOff joined
  // getSwapSourceKind, one startup chunk fewer; the swap outcome check is in the lazy swap chunk),
  // lowered to 43.55 kB.
  // Issue 27 (the kernel): 41.59 kB, lowered to 41.65 kB. WalletConnect's session owner, the
  // embedded wallet's session, account data, SIWX's flows, the hosted data and the wallet images
  // are features loaded through the one registry (lazy chunks). This check keeps every export of
  // the internal entry, so it still counts what only lazy views import; an app's startup share of
  // core is the bench's figure.
  // Issue 27 (second part): 33.16 kB, lowered to 33.2 kB. The startup schemas on valibot instead of
  // zod/mini (per-function tree-shaking), the connection flows one lazy chunk on the registry,
  // SIWX's sessions and checks, the wallet catalogue, the hosted config's rules, WalletConnect's
  // reset and the spec's error catalogue (startup keeps the texts it throws) off startup.
  // Issue 27 (third part): 33.24 kB, raised to 33.25 kB on purpose (reviewed constant changed): the
  // bench app's startup, what an app ships, went down 1.2 kB gzip in the same change (one-file
  // figure 94.75 -> 93.5 kB), because view-only rules (canLogInWithEmail, getActiveWalletFeatures,
  // the features' constants, errors only lazy code throws) left the startup modules. This check
  // keeps every export of the internal entry, so it still counts them, now as small shared files.
  // Issue 28 (social login): 33.95 kB, raised to 34 kB as a debt while the work went on; paid back
  // to 33.62 kB, lowered to 33.65 kB (reviewed constant changed; 0.4 kB over the 33.25 kB before
  // the issue, on purpose). The app's startup did not grow: the bench app's startup JS is 98.21 kB
  // gzip against 98.25 kB before the issue (bench/startupReport.ts, one file per chunk, gzip -9),
  // one startup file fewer. What this check counts on top: the social result's read at start
  // (it leaves the address bar before anything renders; the embedded wallet's lazy chunk finishes
  // it), the account state's social fields, the client's `embeddedWalletFeature`, and two view
  // actions (canLogInWithSocial; requestEmailCode, a client method before): this check keeps every
  // export of the internal entry, while an app's build moves those into the views' chunks. Views
  // reach a feature's definition through the client: a lazy chunk importing it made the app's
  // bundler split the feature's start-up module into a startup chunk of its own with a second
  // preload table (+1.5 kB, see bench/rolldown-startup-split.md).
  // Issue 32: 33.48 kB, lowered to 33.5 kB (reviewed constant changed). The Solana embedded wallet,
  // capabilities, RPC ranking and the spec rows landed in lazy chunks; the size pass then removed
  // the identity function `defineFeature` (a startup chunk of its own every feature imported) and
  // an exported error class whose import re-split the startup chunks.
  { name: '@latch/core', path: core, limit: '33.5 kB', gzip: true },
  // Measured on dist 10.32 kB (9.39 kB when set): raised from 10.3 kB for issue 9's page-button
  // styles adopted per root (a shadow root or the document) and the LatchProvider client check.
  // Issue 11: 10.83 kB, raised to 11.2 kB for the error boundary around every Latch surface
  // ("Something went wrong — Retry", the ERROR event).
  // Issue 13: 11.30 kB, raised to 11.4 kB: the page button shows the account's ENS name (its
  // accessible name still holds the address), and the hooks shared with the lazy Account tabs
  // (useLatchAccount, WalletImage) are split into chunks of their own. The tabs are lazy.
  // Issue 14: 11.79 kB, raised to 11.85 kB: four more routed views (titles, lazy loaders) and the
  // toast's explorer link; the views themselves, the token picker and the preview are lazy.
  // Issue 15: 12.52 kB, raised to 12.6 kB: the secure frame's slot inside the dialog, the Connect
  // view's method order (email before or after the wallets) and its lazy email form, two more
  // routed views; the email form, Confirm Email and Approve Transaction are lazy.
  // Issue 16 (wallet logos): 12.81 kB measured on this change alone (12.49 kB before), raised to
  // 12.85 kB. WalletImage shows the monogram and lazily loads the rest (React.lazy + Suspense:
  // +0.19 kB, most of it the dynamic import's preload bookkeeping); wallet rows name their image
  // (+0.04 kB); the new import splits Vite's preload helper from the chunk it shared (+0.07 kB of
  // per-file overhead). Finding, preloading and showing images, the logo map and every logo
  // (18 chunks, one per logo) are lazy.
  // Issue 16 (phone bottom sheet): +0.79 kB measured on this change alone (12.49 -> 13.28 kB),
  // raised by as much: the sheet's layout CSS in the one stylesheet (0.33 kB; it must be there
  // before the first phone opening paints) and the drag handle with its close threshold (0.46 kB).
  // Issue 16 (locales): +1.96 kB measured on the i18n change alone (13.03 → 14.77 kB at 5c674c1,
  // +0.22 kB at f0949fe), raised by 2 kB. The English startup catalogue en/modal.json (1.4 kB: every
  // text the startup chunk shows, spec §8 toasts and alerts among them, with their keys; the old
  // messages/en.ts held fewer), the locale provider and formatMessage (Intl plural rules and
  // numbers), lang/dir on the dialog, panel, toast and page buttons, and the registry's two lazy
  // loaders per shipped locale. Every other locale and the views' texts are lazy chunks.
  // Issue 16 (options): +0.52 kB measured on this change alone (14.77 → 15.29 kB against 5c674c1):
  // the Connect view reading core's layout (no wallets, "Continue with a wallet", the wallet guide
  // button), the ConnectWallets view in the Connect chunk (as its own lazy chunk it split the
  // shared wallet list into a third startup chunk: +0.24 kB more), disabled rows and network
  // buttons, and the CSS for them. The legal text (checkbox or footer) and "What is a Wallet?" are
  // lazy chunks, loaded only when configured or opened.
  // Issue 16 (he, zh-CN, zh-TW, ko): +0.13 kB measured on that registration alone (15.94 → 16.07 kB,
  // bdaae4e → fc01e19): the four locales' two lazy loaders each; their catalogues are lazy chunks.
  // Issue 16 (hi, th, vi, id, ru, uk, pl, tr, es, pt-BR, fr, it, nl; the All Wallets checkbox):
  // 16.07 → 16.97 kB. The 13 locales' two lazy loaders each (about 0.42 kB), All Wallets showing
  // the terms checkbox and waiting for it, --latch-accent-text for dark-mode contrast, the
  // monogram's two branches. Review fixes → 17.23 kB: every <img> and preload without referrer,
  // the legal gate consulted when a row is chosen and on the email submit, a failed catalogue
  // falling back to English once. Raised to 17.3 kB.
  // Issues 15/16 close-out: 16.99 kB, lowered to 17.05 kB: formatMessage moved to core (see there).
  // Issue 27: 7.87 kB, lowered to 7.9 kB. The modal itself (dialog shell, router, Connect view,
  // toast, alerts, English's modal texts) is a lazy chunk prefetched on idle and on the page
  // buttons' pointerenter/focus/touchstart; startup keeps the provider, the page buttons and their
  // five texts.
  // Issue 27 (second part): 7.46 kB, lowered to 7.5 kB: the locales' loader table and the
  // connected account's label (balance, icon, name) are chunks of their own.
  { name: '@latch/react (without @latch/core)', path: react, limit: '7.5 kB', gzip: true },
  // Measured 4.13 kB: EIP-6963 discovery (mipd), the public helpers and the loader. @wagmi/core
  // and viem's transports are the lazy runtime chunk (20.7 kB), loaded on the first connect.
  {
    name: '@latch/adapter-evm (startup: discovery; @wagmi/core lazy)',
    path: adapterEvm,
    // Measured 3.66 kB with issue 11's checks of EIP-6963 announcements (hostile ones skipped,
    // names cleaned) and the safe storage handed to wagmi; 3.37 kB before. 3.89 kB with its own
    // EIP-6963 store (mipd's threw on a null detail) and zod schemas (zod is core's, counted there).
    // Issue 13: 4.50 kB, raised to 4.55 kB. The data source loads through the runtime chunk; its chunk
    // shares toViemChain (with viem's defineChain) and Vite's preload helper with startup, which
    // become two small chunks gzipped apart (4.21 kB measured without the data chunk).
    // Issue 14: 4.69 kB, raised to 4.7 kB: the adapter's side of the new contract methods
    // (simulate, wait, resolve a name, normalize an address, the swap source and its option) as
    // loaders of lazy chunks.
    // Issue 15: 4.73 kB, raised to 4.8 kB: the embedded wallet's bridge connector (ID_AUTH) kept
    // out of the listed connectors.
    // Issue 16 close-out: 4.83 kB, raised to 4.85 kB: its errors carry the key the modal shows in
    // every locale (walletError.*: invalid account, chain id, signature…, no switch, no answer).
    // Issue 27: 4.52 kB (valibot is core's like zod, not counted here), lowered to 4.55 kB:
    // announcements checked with valibot; the runtime's start (wagmi config, chains, the host
    // config's bridges) and the Safe App follow-up are lazy.
    limit: '4.55 kB',
    gzip: true,
  },
  // Issue 12: Wallet Standard discovery and the loader at start-up; @solana/kit, the system program
  // and transaction building are the lazy runtime chunk, loaded on the first balance, fee or send.
  {
    name: '@latch/adapter-solana (startup: Wallet Standard discovery; @solana/kit lazy)',
    path: adapterSolana,
    // Measured 5.43 kB (zod is core's, counted there). Issue 13: 6.03 kB, raised to 6.1 kB: the
    // lazy RPC data source's import splits a shared helper chunk off the entry.
    // Issue 27: 4.10 kB, lowered to 4.15 kB: startup is discovery only (the listing checked with
    // valibot); connecting, signing, sending, switching and reads are one lazy actions chunk.
    limit: '4.15 kB',
    gzip: true,
  },
  // Issue 12: Wallet Standard discovery and the loader at start-up; reading accounts, wallet
  // requests and the connections are the lazy runtime chunk, loaded on the first connect,
  // reconnect, signature or switch.
  {
    name: '@latch/adapter-bitcoin (startup)',
    path: adapterBitcoin,
    // Measured 10.14 kB (10.67 kB before the runtime was lazy; limit 11.5 kB then). Every export is
    // kept here, so the public parseBitcoinAddress (bech32/bech32m, base58check with @noble/hashes'
    // SHA-256: about 5.5 kB) still counts; an app importing only createBitcoinAdapter loads about
    // 3.9 kB at start-up, the address checks coming with the runtime (their own dist chunk).
    // Issue 27: 10.16 kB, lowered to 10.2 kB.
    limit: '10.2 kB',
    gzip: true,
  },
  // Measured 10.51 kB (issue 12; 9.77 kB before): the CAIP-122 Solana and Bitcoin messages and their
  // ed25519 / BIP-322 verifiers are dynamic imports, loaded on a Solana or Bitcoin sign-in only.
  // Issue 27: lowered to 10.55 kB. Then 4.54 kB, lowered to 4.6 kB: createSIWX's methods, the
  // sessions and their store, and the EIP-4361 writer and signature check (viem, @noble/hashes)
  // load on first use; startup keeps createSIWX's option checks and the verifier descriptors.
  // Issue 27 (third part): 4.34 kB (the EVM verifier's chain id read in its lazy chunk), lowered
  // to 4.35 kB.
  { name: '@latch/siwx (viem lazy)', path: siwx, limit: '4.35 kB', gzip: true },
  // Measured on dist 1.03 kB: the custom elements, the mount, teardown and the page-wide element
  // registry; React and @latch/* external. A page without React also loads react-dom (about 62 kB).
  // Issue 27: 1.13 kB, lowered to 1.15 kB.
  { name: '@latch/html (without React and @latch/*)', path: html, limit: '1.15 kB', gzip: true },
  // The WalletConnect client, lazy (core imports it when WalletConnect is used), every export kept.
  // Issue 10's target is ≤ 30 kB with its crypto. Measured on dist 35.35 kB with zod: the client
  // ≈ 10.6 kB, zod ≈ 8.8 kB, @noble/* ≈ 15 kB, @scure/base ≈ 2.8 kB; exporting only
  // createSignClient saves about 1 kB. zod is Latch's validation library (DESIGN.md), which core
  // carries at startup once every boundary is validated (issue 11); the chunk then shares it, so
  // the client's own part is the next budget, held to the 30 kB target. This one guards the whole.
  // The SDK it replaced was a 134.6 kB lazy chunk.
  // Issue 27 (second part): its payload schemas moved from zod/mini to valibot, as core's startup
  // schemas did, so the validation library is again the one core already loads. The whole chunk
  // went 35.99 → 30.79 kB (lowered 36.05 → 30.85 kB). The client's own part (valibot left out
  // like zod before) measures 29.18 kB against 29.01 with zod: valibot's pipes are 0.17 kB more
  // code than zod/mini's chained checks for the same rules, while valibot itself is 5.2 kB lighter
  // than zod. A new check (valibot shared) at 29.2 kB replaces the zod-shared one (29.05 kB).
  {
    name: '@latch/walletconnect (lazy; with @noble/*, @scure/base, valibot)',
    path: walletconnect,
    limit: '30.85 kB',
    gzip: true,
  },
  {
    name: '@latch/walletconnect (lazy; with @noble/*, @scure/base; valibot shared with core)',
    path: walletconnectWithoutZod,
    limit: '29.2 kB',
    gzip: true,
  },
  // Measured on dist 34.09 kB with issue 10 (core +0.68 kB, see above); 33.37 kB before (33.43 kB
  // from source before the builds). Earlier 28.27 kB. Every export kept, so above what an app ships (the bench's "startup JS
  // gzip" difference is issue 6's ≤ 60 kB target).
  {
    name: 'Latch startup (core + react + adapter-evm)',
    path: [...new Set([...core, ...react, ...adapterEvm])],
    // 34.77 kB with issue 11's first checks (announcements, stored values, deep links, CAIP input).
    // 44.14 kB with zod at every startup boundary (+7.4 kB, see core) and the error boundary.
    // Issue 13: 49.65 kB, raised to 50 kB with core's and adapter-evm's raises (see there).
    // Issue 14: 53.85 kB, raised to 54 kB with core's, react's and adapter-evm's raises.
    // Issue 15: raised to 57.5 kB with core's, react's and adapter-evm's raises (see there).
    // Issue 16 (wallet logos): 58.00 kB measured on this change alone (57.45 kB before), raised to
    // 58.05 kB: react's raise (see there) and core's +0.23 kB within its budget (40.47 kB: the
    // registry image id, client.acquireWalletImage loading the blob-URL cache as a lazy chunk).
    // Issue 16 (phone bottom sheet): +0.79 kB on this change alone (57.46 -> 58.25 kB), raised by
    // as much with react's raise (see there).
    // Issue 16 (locales): +2.72 kB on the i18n change alone (58.28 → 60.76 kB at 5c674c1, +0.24 kB
    // at f0949fe), raised by 2.75 kB with core's and react's raises (see there).
    // Issue 16 (options): +1.48 kB, raised by as much with core's and react's raises (see there).
    // Issue 16 (he, zh-CN, zh-TW, ko): +0.13 kB (63.02 → 63.15 kB), raised by as much with react's.
    // Issue 16 (the other 13 locales, the review fixes): 64.96 kB, raised to 65.0 kB with core's
    // and react's raises (see there). Gzipped as one file these startup files are 4 kB smaller:
    // the rest is per-file overhead of the chunks an app's build splits off (the bench's note).
    // Issues 15/16 close-out: 65.17 kB, raised to 65.2 kB with core's raise (see there): +0.21 kB,
    // formatMessage's move itself being neutral but for chunk overhead. Then 65.35 kB, raised to
    // 65.4 kB with core's and adapter-evm's walletError keys (their 14 texts ride with the lazy
    // views' catalogue, not the startup one: react stays at 17.01 kB). Then 65.42 kB, raised to
    // 65.45 kB with core's last raise (see there). Stop 25: just over 65.45 kB with the Safe asked
    // at adapter-evm's setup (a disconnected Safe listed before the modal opens) and the secure
    // frame hidden under a loading view's spinner (react 17.01 → 17.03 kB: the frame no longer
    // moves under the pointer when the view's text arrives); raised to 65.5 kB. Issue 26: 65.37 kB
    // with core's (see there), lowered to 65.4 kB. Issue 27: 54.30 kB, lowered to 54.35 kB with
    // core's and react's (see there); the bench's everything-on app measures what an app ships.
    // Issue 27 (second part): 45.14 kB, lowered to 45.2 kB with core's, react's and adapter-evm's.
    // Issue 27 (third part): 45.24 kB, raised to 45.25 kB on purpose with core's (see there; react
    // 7.49 kB and adapter-evm 4.52 kB within theirs), while the bench's startup went down 1.2 kB.
    // Issue 28: 45.96 kB, raised to 46 kB with core's as a debt; paid back to 45.62 kB, lowered to
    // 45.65 kB (reviewed constant changed), 0.4 kB over the 45.25 kB before the issue for the same
    // reason as core's: the app's startup itself did not grow (see there).
    // Issue 32: 45.50 kB, lowered to 45.55 kB with core's (see there); adapter-evm 4.54 kB (two
    // delegated method names and the RPC settings handed to its lazy loaders).
    limit: '45.55 kB',
    gzip: true,
  },
]
