import * as z from 'zod/mini'
import { InvalidOptionError } from '../errors/options.js'

/**
 * A URL with one of `protocols` (e.g. `['http:', 'https:']`), parsed with `URL`. With
 * `loopbackHttp`, also `http:` to this computer only: `localhost`, `127.0.0.0/8` (the parser has
 * made `127.1` `127.0.0.1`) or `[::1]`, for what Latch runs code or reads data from, where nobody
 * on the network may answer instead.
 */
function urlWith(protocols: readonly string[], loopbackHttp = false) {
  const error = `must be an absolute ${protocols.join(' or ')} URL${loopbackHttp ? ' (http: only to localhost, 127.0.0.0/8 or [::1])' : ''}`
  return z.string({ error }).check(
    z.refine(
      (value) => {
        const url = URL.canParse(value) ? new URL(value) : undefined
        return (
          url !== undefined &&
          (protocols.includes(url.protocol) ||
            (loopbackHttp &&
              url.protocol === 'http:' &&
              /^(localhost|\[::1\]|127\.[\d.]+)$/.test(url.hostname)))
        )
      },
      { error },
    ),
  )
}

const httpUrl = urlWith(['http:', 'https:'])

/** A CSS length with a unit, its number within `[min, max]` px (rem/em counted at 16 px). */
function cssLength(min: number, max: number) {
  return z.string({ error: 'must be a string' }).check(
    z.refine(
      (value) => {
        const match = /^(\d{1,4}(?:\.\d{1,4})?)(px|rem|em)$/.exec(value.trim())
        if (!match) return false
        const px = Number(match[1]) * (match[2] === 'px' ? 1 : 16)
        return px >= min && px <= max
      },
      { error: `must be a CSS length from ${min}px to ${max}px (e.g. '10px', '0.5rem')` },
    ),
  )
}

/**
 * A CSS value set as a custom property: at most 200 characters and none that could end the
 * declaration or open markup (`;`, `{`, `}`, `<`, `>`, `\`) — a stray one would be a host bug, not a
 * colour.
 */
const cssValue = z.string({ error: 'must be a string' }).check(
  z.maxLength(200),
  z.refine((value) => !/[;{}<>\\]/.test(value), {
    error: 'must be a plain CSS value (no ; { } < > \\)',
  }),
)

/** Theme variables (spec §2): each known name with its kind and range; others refused. */
export const themeVariablesSchema = z.strictObject({
  '--latch-accent': z.optional(cssValue),
  '--latch-background': z.optional(cssValue),
  '--latch-color-mix': z.optional(cssValue),
  '--latch-color-mix-strength': z.optional(
    z
      .number({ error: 'must be a number' })
      .check(
        z.minimum(0, { error: 'must be from 0 to 100' }),
        z.maximum(100, { error: 'must be from 0 to 100' }),
      ),
  ),
  '--latch-font-family': z.optional(cssValue),
  '--latch-font-size-master': z.optional(cssLength(4, 32)),
  '--latch-border-radius-master': z.optional(cssLength(0, 64)),
  '--latch-z-index': z.optional(
    z
      .int({ error: 'must be a number (an integer from 0 to 2147483647)' })
      .check(
        z.minimum(0, { error: 'must be an integer from 0 to 2147483647' }),
        z.maximum(2_147_483_647, { error: 'must be an integer from 0 to 2147483647' }),
      ),
  ),
})

const flag = z.optional(z.boolean({ error: 'must be a boolean' }))

const localeError = "must be a BCP 47 language tag (e.g. 'de', 'pt-BR')"

/** A BCP 47 language tag `Intl` accepts (`'de'`, `'pt-BR'`, `'zh-Hant-HK'`); one, not a list. */
export const localeTagSchema = z.string({ error: localeError }).check(
  z.refine(
    (value) => {
      try {
        return Intl.getCanonicalLocales(value).length === 1
      } catch {
        return false
      }
    },
    { error: localeError },
  ),
)

/**
 * Spec §3 `defaultAccountTypes`, per namespace the account types spec §6 knows there: eip155
 * `eoa` or `smartAccount`, solana `eoa`, bip122 `payment`, `ordinal` or `stx`; other keys refused.
 */
export const defaultAccountTypesSchema = z.strictObject(
  {
    eip155: z.optional(
      z.enum(['eoa', 'smartAccount'], { error: "must be 'eoa' or 'smartAccount'" }),
    ),
    solana: z.optional(z.enum(['eoa'], { error: "must be 'eoa'" })),
    bip122: z.optional(
      z.enum(['payment', 'ordinal', 'stx'], { error: "must be 'payment', 'ordinal' or 'stx'" }),
    ),
  },
  { error: 'must be an object such as `{ eip155: "eoa" }`' },
)

/**
 * The options that are plain values (spec §3): booleans are booleans (`'false'` is refused, not
 * read as true), URLs parse and have the right scheme — `relayUrl` `ws:`/`wss:`; `authUrl` and
 * `ipfsGateway` `https:` (`http:` only to localhost, 127.0.0.0/8 or [::1]); `apiUrl`,
 * `termsConditionsUrl`, `privacyPolicyUrl` and `metadata.url` `http:`/`https:` (never `javascript:`).
 * Other keys are left to `validateOptions`.
 */
export const plainOptionsSchema = z.looseObject({
  projectId: z.optional(z.string().check(z.minLength(1, { error: 'must be a non-empty string' }))),
  relayUrl: z.optional(urlWith(['ws:', 'wss:'])),
  apiUrl: z.optional(httpUrl),
  authUrl: z.optional(urlWith(['https:'], true)),
  ipfsGateway: z.optional(urlWith(['https:'], true)),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  themeMode: z.optional(z.enum(['light', 'dark'], { error: "must be 'light' or 'dark'" })),
  enableWalletConnect: flag,
  enableWallets: flag,
  manualWCControl: flag,
  basic: flag,
  enableAuthLogger: flag,
  enableWalletGuide: flag,
  defaultAccountTypes: z.optional(defaultAccountTypesSchema),
  enableEIP6963: flag,
  enableNetworkSwitch: flag,
  allowUnsupportedChain: flag,
  disableAppend: flag,
  enableEmbedded: flag,
  debug: flag,
  locale: z.optional(localeTagSchema),
  metadata: z.optional(
    z.object({
      name: z.string({ error: 'must be a string' }),
      description: z.string({ error: 'must be a string' }),
      url: httpUrl,
      icons: z.array(httpUrl, { error: 'must be an array of URLs' }),
    }),
  ),
  features: z.optional(
    z.looseObject({
      analytics: flag,
      allWallets: flag,
      send: flag,
      receive: flag,
      emailShowWallets: flag,
      legalCheckbox: flag,
      smartSessions: flag,
      collapseWallets: flag,
      pay: flag,
      connectorTypeOrder: z.optional(z.array(z.string())),
      walletFeaturesOrder: z.optional(
        z.array(z.enum(['onramp', 'swaps', 'receive', 'send']), {
          error: "must be a list of 'onramp', 'swaps', 'receive', 'send'",
        }),
      ),
      connectMethodsOrder: z.optional(z.array(z.string())),
    }),
  ),
  themeVariables: z.optional(themeVariablesSchema),
})

/**
 * Checks `value` against `schema`.
 * @throws {InvalidOptionError} `Invalid option \`{path}\`: {reason}` for the first problem, the path
 *   joined with dots (`metadata.url`, `themeVariables.--latch-z-index`).
 */
export function checkOptionSchema<T>(schema: z.ZodMiniType<T>, value: unknown, prefix = ''): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.')
  const reason =
    issue?.code === 'unrecognized_keys'
      ? path.startsWith('themeVariables')
        ? 'is not a Latch theme variable'
        : 'is not a namespace Latch knows here'
      : (issue?.message ?? 'is invalid')
  const option =
    issue?.code === 'unrecognized_keys' ? `${path ? `${path}.` : ''}${issue.keys[0]}` : path
  throw new InvalidOptionError(option || 'options', reason)
}
