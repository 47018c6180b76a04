import type {
  DefaultAccountTypes,
  LatchOptions,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '@latch/core'
import {
  createBip122Verifier,
  createEip155Verifier,
  createSIWX,
  createSolanaVerifier,
} from '@latch/siwx'
import { createPublicClient, http, type PublicClient } from 'viem'
import {
  DEMO_API_URL,
  DEMO_AUTH_URL,
  DEMO_BUNDLER_URL,
  DEMO_PAYMASTER_URL,
  demoTokens,
  networks,
  SWAP_API_URL,
} from './networks'

// The demo's legal pages: links only (never fetched by Latch); https so `validateOptions` takes them.
const DEMO_TERMS_URL = 'https://example.org/terms'
const DEMO_PRIVACY_URL = 'https://example.org/privacy'

const publicClients = new Map<number, PublicClient>()

/** A viem public client on the demo network with this chain id (its own RPC), if it has one. */
export function publicClientFor(chainId: number): PublicClient | undefined {
  const network = networks.find((n) => n.id === chainId)
  const url = network?.rpcUrls.default.http[0]
  if (!url) return undefined
  let client = publicClients.get(chainId)
  if (!client) {
    client = createPublicClient({ transport: http(url) })
    publicClients.set(chainId, client)
  }
  return client
}

/** The namespaces the demo can run: EVM, Solana, Bitcoin. */
export type DemoNamespace = 'eip155' | 'solana' | 'bip122'

/** The demo's settings; each one is also a URL query parameter, so a link reproduces a setup. */
export type DemoSettings = {
  theme: ThemeMode | 'system'
  /** The modal's language, the `locale` option (`?locale=ar`); empty: the browser's languages. */
  locale: string
  accent: string
  radius: string
  fontSize: string
  mix: string
  mixStrength: number
  embedded: boolean
  exclude: string[]
  featured: string[]
  allWallets: boolean
  networkSwitch: boolean
  allowUnsupported: boolean
  debug: boolean
  /** The dev Solana wallet takes the EVM dev wallet's name: one wallet in two namespaces. */
  dual: boolean
  /** The namespaces Latch is given networks and adapters for (`?namespaces=eip155`). */
  namespaces: DemoNamespace[]
  /** Sign-in with the wallet: off, optional or required (spec §4, §6). */
  siwx: 'off' | 'optional' | 'required'
  /**
   * Fill the Account view from the local Blockchain API fixture (`apiUrl` http://127.0.0.1:8790,
   * started by `npm run demo`) instead of the networks' RPC (`?api=1`).
   */
  api: boolean
  /**
   * Adds Anvil 8453 (a spec §9 swap network) and takes the Blockchain API from its fixture at
   * 127.0.0.1:8792, so Swap there goes through the convert endpoints (`?swapApi=1`; the swap e2e
   * starts the chain and the fixture).
   */
  swapApi: boolean
  /**
   * The hosted wallet registry (spec §7) from the same local fixture: a project id is set, so the
   * registry's wallets, their images (blob URLs) and the project config load on the first open
   * (`?registry=1`; implies `?api=1`).
   */
  registry: boolean
  /**
   * Email login with the self-hosted embedded wallet (`auth.url` http://localhost:8788, started by
   * `npm run demo`); `?email=0` turns it off.
   */
  email: boolean
  /**
   * The auth server's project (`auth.projectId`, `?authProject=demo`); empty: the server's
   * `default` project. One the server does not know shows 'invalid app configuration'.
   */
  authProject: string
  /**
   * The local WalletConnect relay (`relayUrl` ws://127.0.0.1:8787, started by `npm run demo`);
   * `?relay=0` leaves it out: WalletConnect is then hidden, and asked for (`?manualWC=1`) shows
   * 'project id not configured'.
   */
  relay: boolean
  /**
   * The social logins offered beside email (`remoteFeatures.socials`), in this order:
   * `?socials=github,discord`; `?socials=` (empty) turns social login off. The demo's auth server
   * offers Google, X, Discord, GitHub, Apple and Facebook through the local OpenID Connect provider
   * (127.0.0.1:8789), `farcaster` (Sign In With Farcaster through the local relay, 127.0.0.1:8791,
   * verified on the OP-like anvil, 127.0.0.1:8547; the README's test identity signs in), and
   * `offline`, a provider that is down. Needs email login on (the same auth server).
   */
  socials: string[]
  /**
   * `features.passkeys` (`?passkeys=0`: no "Continue with a passkey", no "Add a passkey"); passkeys
   * go through the same auth server as email, so they need email login on.
   */
  passkeys: boolean
  /** `enableWallets` (`?wallets=0`: email login only). */
  wallets: boolean
  /** `features.analytics` (`?analytics=0`: the events list stays empty). */
  analytics: boolean
  /**
   * Terms and privacy links (`termsConditionsUrl`, `privacyPolicyUrl`): `?legal=footer` both as the
   * footer, `?legal=terms` the terms only, `?legal=checkbox` both with `features.legalCheckbox`.
   */
  legal: 'off' | 'footer' | 'terms' | 'checkbox'
  /** `features.collapseWallets` (`?collapse=1`). */
  collapse: boolean
  /** `features.emailShowWallets` (`?emailWallets=0`). */
  emailWallets: boolean
  /** `features.walletFeaturesOrder`, e.g. `?walletFeatures=send,receive`; empty: the default. */
  walletFeatures: string[]
  /** `features.send` (`?send=0`: no Send button, the Send view cannot open). */
  send: boolean
  /** `features.receive` (`?receive=0`: no Receive button, the Receive view cannot open). */
  receive: boolean
  /** `enableWalletGuide` (`?guide=0`). */
  guide: boolean
  /** `defaultAccountTypes.eip155` (`?accountType=eoa`); empty: spec §6's default. */
  accountType: string
  /** `enableAuthLogger` (`?authLogger=1`). */
  authLogger: boolean
  /** `manualWCControl` (`?manualWC=1`): the page's "Start WalletConnect" button drives it. */
  manualWC: boolean
  /** `disableAppend` (`?append=0`): the page places `<LatchModal/>` in its own section. */
  append: boolean
  /**
   * The embedded wallet's smart account on Anvil (31337) through the local bundler
   * (127.0.0.1:4337, started by `npm run demo`): `?smartAccounts=4337` or `=7702`; empty: EOA
   * only. Anvil 2 never has one.
   */
  smartAccounts: '' | '4337' | '7702'
  /** With smart accounts on, the local ERC-7677 paymaster (127.0.0.1:4338) sponsors (`?paymaster=1`). */
  paymaster: boolean
}

const defaults: DemoSettings = {
  theme: 'system',
  locale: '',
  accent: '',
  radius: '',
  fontSize: '',
  mix: '',
  mixStrength: 0,
  embedded: false,
  exclude: [],
  featured: [],
  allWallets: true,
  networkSwitch: true,
  allowUnsupported: false,
  debug: false,
  dual: false,
  namespaces: ['eip155', 'solana', 'bip122'],
  siwx: 'off',
  api: false,
  swapApi: false,
  registry: false,
  email: true,
  authProject: '',
  relay: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  passkeys: true,
  wallets: true,
  analytics: true,
  legal: 'off',
  collapse: false,
  emailWallets: true,
  walletFeatures: [],
  send: true,
  receive: true,
  guide: true,
  accountType: '',
  authLogger: false,
  manualWC: false,
  append: true,
  smartAccounts: '',
  paymaster: false,
}

/** The settings that need a new Latch client (the page reloads with the new query). */
export const reloadingSettings: readonly (keyof DemoSettings)[] = [
  'embedded',
  'exclude',
  'featured',
  'allWallets',
  'networkSwitch',
  'allowUnsupported',
  'debug',
  'dual',
  'namespaces',
  'siwx',
  'api',
  'swapApi',
  'registry',
  'email',
  'authProject',
  'relay',
  'socials',
  'passkeys',
  'wallets',
  'analytics',
  'legal',
  'collapse',
  'emailWallets',
  'walletFeatures',
  'send',
  'receive',
  'guide',
  'accountType',
  'authLogger',
  'manualWC',
  'append',
  'smartAccounts',
  'paymaster',
]

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : []
const flag = (value: string | null, fallback: boolean) =>
  value === null ? fallback : value === '1' || value === 'true'

/** Reads settings from a query string such as `?theme=dark&embedded=1&exclude=io.metamask`. */
export function parseSettings(search: string): DemoSettings {
  const query = new URLSearchParams(search)
  const theme = query.get('theme')
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'system',
    locale: query.get('locale') ?? defaults.locale,
    accent: query.get('accent') ?? defaults.accent,
    radius: query.get('radius') ?? defaults.radius,
    fontSize: query.get('fontSize') ?? defaults.fontSize,
    mix: query.get('mix') ?? defaults.mix,
    mixStrength: Number(query.get('mixStrength') ?? defaults.mixStrength) || 0,
    embedded: flag(query.get('embedded'), defaults.embedded),
    exclude: list(query.get('exclude')),
    featured: list(query.get('featured')),
    allWallets: flag(query.get('allWallets'), defaults.allWallets),
    networkSwitch: flag(query.get('networkSwitch'), defaults.networkSwitch),
    allowUnsupported: flag(query.get('allowUnsupported'), defaults.allowUnsupported),
    debug: flag(query.get('debug'), defaults.debug),
    dual: flag(query.get('dual'), defaults.dual),
    namespaces: query.has('namespaces')
      ? list(query.get('namespaces')).filter((n): n is DemoNamespace =>
          (defaults.namespaces as string[]).includes(n),
        )
      : defaults.namespaces,
    siwx:
      query.get('siwx') === 'optional' || query.get('siwx') === 'required'
        ? (query.get('siwx') as 'optional' | 'required')
        : 'off',
    api: flag(query.get('api'), defaults.api),
    swapApi: flag(query.get('swapApi'), defaults.swapApi),
    registry: flag(query.get('registry'), defaults.registry),
    email: flag(query.get('email'), defaults.email),
    authProject: query.get('authProject') ?? defaults.authProject,
    relay: flag(query.get('relay'), defaults.relay),
    socials: query.has('socials') ? list(query.get('socials')) : defaults.socials,
    passkeys: flag(query.get('passkeys'), defaults.passkeys),
    wallets: flag(query.get('wallets'), defaults.wallets),
    analytics: flag(query.get('analytics'), defaults.analytics),
    legal:
      (['footer', 'terms', 'checkbox'] as const).find((l) => l === query.get('legal')) ?? 'off',
    collapse: flag(query.get('collapse'), defaults.collapse),
    emailWallets: flag(query.get('emailWallets'), defaults.emailWallets),
    walletFeatures: list(query.get('walletFeatures')),
    send: flag(query.get('send'), defaults.send),
    receive: flag(query.get('receive'), defaults.receive),
    guide: flag(query.get('guide'), defaults.guide),
    accountType: query.get('accountType') ?? defaults.accountType,
    authLogger: flag(query.get('authLogger'), defaults.authLogger),
    manualWC: flag(query.get('manualWC'), defaults.manualWC),
    append: flag(query.get('append'), defaults.append),
    smartAccounts:
      (['4337', '7702'] as const).find((type) => type === query.get('smartAccounts')) ?? '',
    paymaster: flag(query.get('paymaster'), defaults.paymaster),
  }
}

/** Writes the settings that differ from the defaults as a query string (with the leading `?`). */
export function toQuery(settings: DemoSettings): string {
  const query = new URLSearchParams()
  for (const key of Object.keys(defaults) as (keyof DemoSettings)[]) {
    const value = settings[key]
    const fallback = defaults[key]
    if (JSON.stringify(value) === JSON.stringify(fallback)) continue
    query.set(
      key,
      Array.isArray(value)
        ? value.join(',')
        : typeof value === 'boolean'
          ? value
            ? '1'
            : '0'
          : String(value),
    )
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** Theme variables from the settings (only the ones set). */
export function themeVariablesOf(settings: DemoSettings): ThemeVariables {
  const variables: ThemeVariables = {}
  if (settings.accent) variables['--latch-accent'] = settings.accent
  if (settings.radius) variables['--latch-border-radius-master'] = settings.radius
  if (settings.fontSize) variables['--latch-font-size-master'] = settings.fontSize
  if (settings.mix) {
    variables['--latch-color-mix'] = settings.mix
    variables['--latch-color-mix-strength'] = settings.mixStrength
  }
  return variables
}

/**
 * The `smartAccounts` option: Anvil (31337) through the local bundler, with the local paymaster
 * when `paymaster` is on; `undefined` (EOA only) when `smartAccounts` is empty.
 */
export function smartAccountsOf(settings: DemoSettings): LatchOptions['smartAccounts'] {
  if (!settings.smartAccounts) return undefined
  return {
    'eip155:31337': {
      type: settings.smartAccounts,
      bundlerUrl: DEMO_BUNDLER_URL,
      ...(settings.paymaster && { paymasterUrl: DEMO_PAYMASTER_URL }),
    },
  }
}

/** The Latch options these settings stand for. */
export function optionsOf(settings: DemoSettings): Partial<LatchOptions> {
  return {
    themeMode: settings.theme === 'system' ? undefined : settings.theme,
    locale: settings.locale || undefined,
    themeVariables: themeVariablesOf(settings),
    enableEmbedded: settings.embedded,
    excludeWalletIds: settings.exclude,
    featuredWalletIds: settings.featured,
    features: {
      allWallets: settings.allWallets,
      analytics: settings.analytics,
      legalCheckbox: settings.legal === 'checkbox',
      collapseWallets: settings.collapse,
      emailShowWallets: settings.emailWallets,
      send: settings.send,
      receive: settings.receive,
      passkeys: settings.passkeys,
      ...(settings.walletFeatures.length > 0
        ? { walletFeaturesOrder: settings.walletFeatures as WalletFeature[] }
        : {}),
    },
    enableWallets: settings.wallets,
    termsConditionsUrl: settings.legal === 'off' ? undefined : DEMO_TERMS_URL,
    privacyPolicyUrl:
      settings.legal === 'footer' || settings.legal === 'checkbox' ? DEMO_PRIVACY_URL : undefined,
    enableWalletGuide: settings.guide,
    defaultAccountTypes: settings.accountType
      ? ({ eip155: settings.accountType } as DefaultAccountTypes)
      : undefined,
    enableAuthLogger: settings.authLogger,
    manualWCControl: settings.manualWC,
    disableAppend: !settings.append,
    enableNetworkSwitch: settings.networkSwitch,
    allowUnsupportedChain: settings.allowUnsupported,
    debug: settings.debug,
    apiUrl: settings.swapApi
      ? SWAP_API_URL
      : settings.api || settings.registry
        ? DEMO_API_URL
        : undefined,
    // The hosted registry's project (WalletConnect's and the hosted API's), never the auth
    // server's: email login uses `auth.projectId` with or without it.
    projectId: settings.registry ? 'default' : undefined,
    auth: settings.email
      ? { url: DEMO_AUTH_URL, ...(settings.authProject && { projectId: settings.authProject }) }
      : undefined,
    // The local WalletConnect relay `npm run demo` starts; no hosted WalletConnect service is used.
    relayUrl: settings.relay ? 'ws://127.0.0.1:8787' : undefined,
    smartAccounts: smartAccountsOf(settings),
    tokens: demoTokens,
    // Buy (spec §9 on-ramp providers): quotes and the provider page come from the local fixture
    // with `?api=1`; without it the built-in sample rates show (spec §8).
    // Swaps through the Blockchain API need the swaps remote feature (off without a project id).
    // Social logins go through the same auth server as email: off with email login off.
    remoteFeatures: {
      onramp: ['coinbase', 'meld'],
      socials: settings.email && settings.socials.length > 0 ? settings.socials : false,
      ...(settings.swapApi && { swaps: ['1inch'] }),
    },
    siwx:
      settings.siwx === 'off'
        ? undefined
        : createSIWX({
            required: settings.siwx === 'required',
            statement: 'Sign in to the Latch demo',
            // Smart accounts (ERC-1271, ERC-6492) verify through the signing chain's own RPC.
            verifiers: [
              createEip155Verifier({ getClient: publicClientFor }),
              createSolanaVerifier(),
              createBip122Verifier(),
            ],
          }),
  }
}
