import type { LatchOptions, ThemeMode, ThemeVariables } from '@latch/core'
import {
  createBip122Verifier,
  createEip155Verifier,
  createSIWX,
  createSolanaVerifier,
} from '@latch/siwx'
import { createPublicClient, http, type PublicClient } from 'viem'
import { DEMO_API_URL, DEMO_AUTH_URL, demoTokens, networks } from './networks'

const publicClients = new Map<number, PublicClient>()

/** A viem public client on the demo network with this chain id (its own RPC), if it has one. */
function publicClientFor(chainId: number): PublicClient | undefined {
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
   * The hosted wallet registry (spec §7) from the same local fixture: a project id is set, so the
   * registry's wallets, their images (blob URLs) and the project config load on the first open
   * (`?registry=1`; implies `?api=1`).
   */
  registry: boolean
  /**
   * Email login with the self-hosted embedded wallet (`authUrl` http://127.0.0.1:8788, started by
   * `npm run demo`); `?email=0` turns it off.
   */
  email: boolean
}

const defaults: DemoSettings = {
  theme: 'system',
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
  registry: false,
  email: true,
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
  'registry',
  'email',
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
    registry: flag(query.get('registry'), defaults.registry),
    email: flag(query.get('email'), defaults.email),
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

/** The Latch options these settings stand for. */
export function optionsOf(settings: DemoSettings): Partial<LatchOptions> {
  return {
    themeMode: settings.theme === 'system' ? undefined : settings.theme,
    themeVariables: themeVariablesOf(settings),
    enableEmbedded: settings.embedded,
    excludeWalletIds: settings.exclude,
    featuredWalletIds: settings.featured,
    features: { allWallets: settings.allWallets },
    enableNetworkSwitch: settings.networkSwitch,
    allowUnsupportedChain: settings.allowUnsupported,
    debug: settings.debug,
    apiUrl: settings.api || settings.registry ? DEMO_API_URL : undefined,
    // The auth server's default project, so email login keeps working with the registry on.
    projectId: settings.registry ? 'default' : undefined,
    authUrl: settings.email ? DEMO_AUTH_URL : undefined,
    tokens: demoTokens,
    // Buy (spec §9 on-ramp providers): quotes and the provider page come from the local fixture
    // with `?api=1`; without it the built-in sample rates show (spec §8).
    remoteFeatures: { onramp: ['coinbase', 'meld'] },
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
