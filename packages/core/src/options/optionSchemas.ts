import * as v from 'valibot'
import { InvalidOptionError } from '../errors/options.js'
import { parseSchema, zodLikeObject } from './parseSchema.js'

/**
 * A URL with one of `protocols` (e.g. `['http:', 'https:']`), parsed with `URL`. With
 * `loopbackHttp`, also `http:` to this computer only: `localhost`, `127.0.0.0/8` (the parser has
 * made `127.1` `127.0.0.1`) or `[::1]`, for what Latch runs code or reads data from, where nobody
 * on the network may answer instead.
 */
function urlWith(protocols: readonly string[], loopbackHttp = false) {
  const error = `must be an absolute ${protocols.join(' or ')} URL${loopbackHttp ? ' (http: only to localhost, 127.0.0.0/8 or [::1])' : ''}`
  return v.pipe(
    v.string(error),
    v.check((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined
      return (
        url !== undefined &&
        (protocols.includes(url.protocol) ||
          (loopbackHttp &&
            url.protocol === 'http:' &&
            /^(localhost|\[::1\]|127\.[\d.]+)$/.test(url.hostname)))
      )
    }, error),
  )
}

const httpUrl = urlWith(['http:', 'https:'])
const authUrl = urlWith(['https:'], true)
const nonEmpty = v.optional(v.pipe(v.string(), v.minLength(1, 'must be a non-empty string')))

/** A CSS length with a unit, its number within `[min, max]` px (rem/em counted at 16 px). */
function cssLength(min: number, max: number) {
  return v.pipe(
    v.string('must be a string'),
    v.check((value) => {
      const match = /^(\d{1,4}(?:\.\d{1,4})?)(px|rem|em)$/.exec(value.trim())
      if (!match) return false
      const px = Number(match[1]) * (match[2] === 'px' ? 1 : 16)
      return px >= min && px <= max
    }, `must be a CSS length from ${min}px to ${max}px (e.g. '10px', '0.5rem')`),
  )
}

/**
 * A CSS value set as a custom property: at most 200 characters and none that could end the
 * declaration or open markup (`;`, `{`, `}`, `<`, `>`, `\`) — a stray one would be a host bug, not a
 * colour.
 */
const cssValue = v.pipe(
  v.string('must be a string'),
  // The reason zod gave: its string's message covered the string's length check too.
  v.maxLength(200, 'must be a string'),
  v.check((value) => !/[;{}<>\\]/.test(value), 'must be a plain CSS value (no ; { } < > \\)'),
)

const zIndexType = 'must be a number (an integer from 0 to 2147483647)'
const zIndexRange = 'must be an integer from 0 to 2147483647'

/** Theme variables: each known name with its kind and range; others refused. */
export const themeVariablesSchema = zodLikeObject(
  v.strictObject({
    '--latch-accent': v.optional(cssValue),
    '--latch-background': v.optional(cssValue),
    '--latch-color-mix': v.optional(cssValue),
    '--latch-color-mix-strength': v.optional(
      v.pipe(
        v.number('must be a number'),
        v.check<number, string>(Number.isFinite, 'must be a number'),
        v.check((value) => value >= 0 && value <= 100, 'must be from 0 to 100'),
      ),
    ),
    '--latch-font-family': v.optional(cssValue),
    '--latch-font-size-master': v.optional(cssLength(4, 32)),
    '--latch-border-radius-master': v.optional(cssLength(0, 64)),
    '--latch-z-index': v.optional(
      v.pipe(
        v.number(zIndexType),
        v.check<number, string>(Number.isSafeInteger, zIndexType),
        v.check((value) => value >= 0 && value <= 2_147_483_647, zIndexRange),
      ),
    ),
  }),
)

const flag = v.optional(v.boolean('must be a boolean'))

const localeError = "must be a BCP 47 language tag (e.g. 'de', 'pt-BR')"

/** A BCP 47 language tag `Intl` accepts (`'de'`, `'pt-BR'`, `'zh-Hant-HK'`); one, not a list. */
export const localeTagSchema = v.pipe(
  v.string(localeError),
  v.check((value) => {
    try {
      return Intl.getCanonicalLocales(value).length === 1
    } catch {
      return false
    }
  }, localeError),
)

/**
 * `defaultAccountTypes`, per namespace the account types Latch knows there: eip155
 * `eoa` or `smartAccount`, solana `eoa`, bip122 `payment`, `ordinal` or `stx`; other keys refused.
 */
export const defaultAccountTypesSchema = zodLikeObject(
  v.strictObject({
    eip155: v.optional(v.picklist(['eoa', 'smartAccount'], "must be 'eoa' or 'smartAccount'")),
    solana: v.optional(v.picklist(['eoa'], "must be 'eoa'")),
    bip122: v.optional(
      v.picklist(['payment', 'ordinal', 'stx'], "must be 'payment', 'ordinal' or 'stx'"),
    ),
  }),
  'must be an object such as `{ eip155: "eoa" }`',
)

/**
 * The options that are plain values: booleans are booleans (`'false'` is refused, not
 * read as true), URLs parse and have the right scheme — `relayUrl` `ws:`/`wss:`; `authUrl`, `auth.url` and
 * `ipfsGateway` `https:` (`http:` only to localhost, 127.0.0.0/8 or [::1]); `apiUrl`,
 * `termsConditionsUrl`, `privacyPolicyUrl` and `metadata.url` `http:`/`https:` (never `javascript:`).
 * `auth.projectId`, like `projectId`, a non-empty string. Other keys are left to `validateOptions`.
 */
export const plainOptionsSchema = zodLikeObject(
  v.looseObject({
    projectId: nonEmpty,
    relayUrl: v.optional(urlWith(['ws:', 'wss:'])),
    apiUrl: v.optional(httpUrl),
    authUrl: v.optional(authUrl),
    auth: v.optional(zodLikeObject(v.looseObject({ url: authUrl, projectId: nonEmpty }))),
    ipfsGateway: v.optional(urlWith(['https:'], true)),
    termsConditionsUrl: v.optional(httpUrl),
    privacyPolicyUrl: v.optional(httpUrl),
    themeMode: v.optional(v.picklist(['light', 'dark'], "must be 'light' or 'dark'")),
    enableWalletConnect: flag,
    enableWallets: flag,
    manualWCControl: flag,
    basic: flag,
    enableAuthLogger: flag,
    enableWalletGuide: flag,
    defaultAccountTypes: v.optional(defaultAccountTypesSchema),
    enableEIP6963: flag,
    enableNetworkSwitch: flag,
    allowUnsupportedChain: flag,
    disableAppend: flag,
    enableEmbedded: flag,
    debug: flag,
    locale: v.optional(localeTagSchema),
    metadata: v.optional(
      zodLikeObject(
        v.looseObject({
          name: v.string('must be a string'),
          description: v.string('must be a string'),
          url: httpUrl,
          icons: v.array(httpUrl, 'must be an array of URLs'),
        }),
      ),
    ),
    features: v.optional(
      zodLikeObject(
        v.looseObject({
          analytics: flag,
          allWallets: flag,
          send: flag,
          receive: flag,
          emailShowWallets: flag,
          legalCheckbox: flag,
          smartSessions: flag,
          collapseWallets: flag,
          passkeys: flag,
          pay: flag,
          connectorTypeOrder: v.optional(v.array(v.string())),
          walletFeaturesOrder: v.optional(
            v.array(
              v.picklist(['onramp', 'swaps', 'receive', 'send']),
              "must be a list of 'onramp', 'swaps', 'receive', 'send'",
            ),
          ),
          connectMethodsOrder: v.optional(v.array(v.string())),
        }),
      ),
    ),
    themeVariables: v.optional(themeVariablesSchema),
  }),
)

/**
 * Checks `value` against `schema`.
 * @throws {InvalidOptionError} `Invalid option \`{path}\`: {reason}` for the first problem, the path
 *   joined with dots (`metadata.url`, `themeVariables.--latch-z-index`).
 */
export function checkOptionSchema<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  prefix = '',
): T {
  const result = parseSchema(schema, value)
  if (result.success) return result.output
  const { unknownKey, reason } = result.problem
  const path = [prefix, ...result.problem.path].filter(Boolean).join('.')
  if (unknownKey === undefined) throw new InvalidOptionError(path || 'options', reason)
  throw new InvalidOptionError(
    `${path ? `${path}.` : ''}${unknownKey}` || 'options',
    path.startsWith('themeVariables')
      ? 'is not a Latch theme variable'
      : 'is not a namespace Latch knows here',
  )
}
