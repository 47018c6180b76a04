import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { InvalidOptionError } from '../errors/options.js'
import { siwxBothSetMessage } from '../errors/startupMessages.js'
import { fromSiweConfig } from '../features/siwx/fromSiweConfig.js'
import { isSafeImageUrl } from '../format/isSafeImageUrl.js'
import type { CaipNetwork } from '../networks/types.js'
import { checkAppKitWalletIds } from '../wallets/appKitWalletIds.js'
import type { WalletEntry } from '../wallets/types.js'
import { checkTokens } from './checkTokens.js'
import { defaultAccountTypes, defaultFeatures } from './defaultFeatures.js'
import { checkOptionSchema, plainOptionsSchema, themeVariablesSchema } from './optionSchemas.js'
import { isRecord } from './parseSchema.js'
import type { LatchOptions, ResolvedOptions, ThemeVariables } from './types.js'

const isHttpUrl = (url: unknown) =>
  typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)

function checkNetwork(network: unknown, index: number): CaipNetwork {
  const option = `networks[${index}]`
  if (!isRecord(network)) throw new InvalidOptionError(option, 'must be a network object')
  if (typeof network.caipNetworkId !== 'string') {
    throw new InvalidOptionError(option, 'has no `caipNetworkId`')
  }
  try {
    parseCaipNetworkId(network.caipNetworkId)
  } catch (error) {
    throw new InvalidOptionError(option, (error as Error).message)
  }
  if (
    (typeof network.id !== 'number' && typeof network.id !== 'string') ||
    (typeof network.id === 'number' && !Number.isSafeInteger(network.id))
  ) {
    throw new InvalidOptionError(option, '`id` must be an integer or a string')
  }
  if (typeof network.name !== 'string') throw new InvalidOptionError(option, 'has no `name`')
  const currency = network.nativeCurrency
  if (!isRecord(currency) || typeof currency.symbol !== 'string') {
    throw new InvalidOptionError(option, 'has no `nativeCurrency.symbol`')
  }
  if (typeof currency.decimals !== 'number' || !Number.isInteger(currency.decimals)) {
    throw new InvalidOptionError(option, '`nativeCurrency.decimals` must be an integer')
  }
  // Sent to wallets (wallet_addEthereumChain) and used as links: http(s) only.
  const rpcUrls = (network.rpcUrls as { default?: { http?: unknown } } | undefined)?.default?.http
  if (rpcUrls !== undefined && (!Array.isArray(rpcUrls) || !rpcUrls.every(isHttpUrl))) {
    throw new InvalidOptionError(option, '`rpcUrls.default.http` must hold http: or https: URLs')
  }
  const explorer = (network.blockExplorers as { default?: { url?: unknown } } | undefined)?.default
  if (explorer !== undefined && !isHttpUrl(explorer?.url)) {
    throw new InvalidOptionError(
      option,
      '`blockExplorers.default.url` must be an http: or https: URL',
    )
  }
  return network as CaipNetwork
}

function checkStringList(option: string, value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new InvalidOptionError(option, 'must be an array of strings')
  }
  return value
}

function checkCustomWallets(value: unknown): readonly WalletEntry[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new InvalidOptionError('customWallets', 'must be an array')
  value.forEach((wallet, index) => {
    if (!isRecord(wallet) || typeof wallet.id !== 'string' || typeof wallet.name !== 'string') {
      throw new InvalidOptionError(`customWallets[${index}]`, 'needs a string `id` and `name`')
    }
  })
  return value as WalletEntry[]
}

/** The `customRpcUrls` and `chainImages` options, applied to the networks they name. */
function applyNetworkOverrides(networks: CaipNetwork[], options: LatchOptions): CaipNetwork[] {
  const { customRpcUrls = {}, chainImages = {} } = options
  if (!isRecord(customRpcUrls)) throw new InvalidOptionError('customRpcUrls', 'must be an object')
  if (!isRecord(chainImages)) throw new InvalidOptionError('chainImages', 'must be an object')
  for (const [id, urls] of Object.entries(customRpcUrls)) {
    const list = checkStringList(`customRpcUrls.${id}`, urls) ?? []
    if (list.some((url) => !isHttpUrl(url))) {
      throw new InvalidOptionError(`customRpcUrls.${id}`, 'must hold absolute http: or https: URLs')
    }
  }
  for (const [id, url] of Object.entries(chainImages)) {
    if (typeof url !== 'string' || !isSafeImageUrl(url)) {
      throw new InvalidOptionError(`chainImages.${id}`, 'must be an http(s): or data:image/ URL')
    }
  }
  // Own keys only: a network id of 'toString' or '__proto__' must not read Object.prototype.
  const own = <T>(record: Record<string, T>, key: string): T | undefined =>
    Object.hasOwn(record, key) ? record[key] : undefined
  return networks.map((network) => {
    const urls = own(customRpcUrls, network.caipNetworkId)
    const image = own(chainImages, network.caipNetworkId) ?? own(chainImages, String(network.id))
    return {
      ...network,
      rpcUrls: urls ? { ...network.rpcUrls, default: { http: [...urls] } } : network.rpcUrls,
      assets: image ? { ...network.assets, imageUrl: image } : network.assets,
    }
  })
}

/**
 * Checks theme variables: only the `--latch-*` names Latch knows, each of its kind and in
 * range (sizes are CSS lengths: font size 4–32 px, border radius 0–64 px; mix strength 0–100;
 * z-index an integer ≥ 0), string values plain CSS (no `;`, braces or markup).
 * @throws {InvalidOptionError} `Invalid option \`themeVariables.{name}\`: …` for the first bad one.
 */
export function checkThemeVariables(value: unknown): ThemeVariables {
  if (value === undefined) return {}
  return checkOptionSchema(themeVariablesSchema, value, 'themeVariables') as ThemeVariables
}

/**
 * Validates `createLatch` options and fills in the defaults.
 *
 * @param options - What the integrator passed.
 * @returns The options with defaults: `defaultNetwork` is `networks[0]` when absent, features merged
 *   over the default features, `enableEIP6963`/`enableNetworkSwitch`/`enableWallets`/
 *   `enableWalletConnect`/`enableWalletGuide` true, other switches false, `defaultAccountTypes`
 *   over the defaults, `authUrl` the auth server's URL (`auth.url`, or the `authUrl`
 *   shorthand).
 * @throws {InvalidOptionError} `Invalid option \`{name}\`: {reason}` for the first invalid option,
 *   e.g. an empty `networks`, a `defaultNetwork` not in `networks`, two adapters for one namespace,
 *   an unknown theme variable, both `auth` and `authUrl`.
 */
export function validateOptions(options: LatchOptions): ResolvedOptions {
  if (!isRecord(options)) throw new InvalidOptionError('options', 'must be an object')
  if (options.siwx !== undefined && options.siweConfig !== undefined) {
    throw new InvalidOptionError('siwx', siwxBothSetMessage, true)
  }
  const { networks } = options
  if (!Array.isArray(networks) || networks.length === 0) {
    throw new InvalidOptionError('networks', 'must be a non-empty array of networks')
  }
  // Array.from visits the holes of a sparse array, which map would skip.
  const checked = applyNetworkOverrides(Array.from(networks, checkNetwork), options)
  const ids = new Set<string>()
  for (const network of checked) {
    if (ids.has(network.caipNetworkId)) {
      throw new InvalidOptionError('networks', `lists ${network.caipNetworkId} twice`)
    }
    ids.add(network.caipNetworkId)
  }
  const defaultNetwork = checked.find(
    (n) => n.caipNetworkId === (options.defaultNetwork ?? checked[0])?.caipNetworkId,
  )
  if (!defaultNetwork) {
    throw new InvalidOptionError('defaultNetwork', 'must be one of `networks`')
  }
  const adapters = options.adapters ?? []
  if (!Array.isArray(adapters)) throw new InvalidOptionError('adapters', 'must be an array')
  const namespaces = new Set<string>()
  for (const adapter of adapters) {
    if (!isRecord(adapter) || typeof adapter.namespace !== 'string') {
      throw new InvalidOptionError('adapters', 'each adapter needs a `namespace`')
    }
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionError('adapters', `two adapters for namespace "${adapter.namespace}"`)
    }
    namespaces.add(adapter.namespace)
  }
  checkOptionSchema(plainOptionsSchema, options)
  if (options.auth && options.authUrl !== undefined) {
    throw new InvalidOptionError('auth', 'not with `authUrl`')
  }
  const walletIds = (option: 'excludeWalletIds' | 'includeWalletIds' | 'featuredWalletIds') =>
    checkAppKitWalletIds(option, checkStringList(option, options[option]), options.projectId)
  return {
    ...options,
    authUrl: options.auth?.url ?? options.authUrl,
    networks: checked,
    defaultNetwork,
    adapters,
    features: { ...defaultFeatures, ...options.features },
    themeVariables: checkThemeVariables(options.themeVariables),
    enableEIP6963: options.enableEIP6963 ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    disableAppend: options.disableAppend ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    debug: options.debug ?? false,
    locale: options.locale === undefined ? undefined : Intl.getCanonicalLocales(options.locale)[0],
    excludeWalletIds: walletIds('excludeWalletIds') ?? [],
    includeWalletIds: walletIds('includeWalletIds'),
    featuredWalletIds: walletIds('featuredWalletIds') ?? [],
    customWallets: checkCustomWallets(options.customWallets),
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableWallets: options.enableWallets ?? true,
    manualWCControl: options.manualWCControl ?? false,
    basic: options.basic ?? false,
    tokens: checkTokens(options.tokens),
    enableWalletGuide: options.enableWalletGuide ?? true,
    enableAuthLogger: options.enableAuthLogger ?? false,
    defaultAccountTypes: { ...defaultAccountTypes, ...options.defaultAccountTypes },
    siwx: options.siwx ?? (options.siweConfig ? fromSiweConfig(options.siweConfig) : undefined),
  }
}
