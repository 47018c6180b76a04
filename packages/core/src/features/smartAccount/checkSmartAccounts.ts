import { LatchError } from '../../errors/base.js'
import type { SmartAccountSettings } from '../../options/smartAccountTypes.js'

// Checked in the embedded wallet's chunk, not at startup: the errors are LatchErrors worded as
// InvalidOptionError's (importing that class here would move it out of the startup chunk).

/** An invalid `smartAccounts` option: `Invalid option \`{option}\`: {reason}`. */
class InvalidSmartAccountsError extends LatchError {
  override name = 'InvalidOptionError'
  /** The option's path, e.g. `smartAccounts.eip155:1.bundlerUrl`. */
  readonly option: string
  constructor(option: string, reason: string) {
    super(`Invalid option \`${option}\`: ${reason}`)
    this.option = option
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One network's checked smart-account settings, `type` filled in (default `'4337'`). */
export type CheckedSmartAccount = Required<Pick<SmartAccountSettings, 'type' | 'bundlerUrl'>> &
  Pick<SmartAccountSettings, 'paymasterUrl'>

const urlReason = 'must be an absolute http: or https: URL of at most 2048 characters'

/** An http(s) URL as the secure frame accepts it (`http://` or `https://`, parsed, ≤ 2048). */
function isHttpUrl(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 2048 &&
    /^https?:\/\//.test(value) &&
    URL.canParse(value)
  )
}

function checkSettings(option: string, value: unknown): CheckedSmartAccount {
  if (!isRecord(value)) {
    throw new InvalidSmartAccountsError(option, 'must be an object such as `{ bundlerUrl }`')
  }
  for (const key of Object.keys(value)) {
    if (!['type', 'bundlerUrl', 'paymasterUrl'].includes(key)) {
      throw new InvalidSmartAccountsError(`${option}.${key}`, 'is not a smart-account setting')
    }
  }
  const { type = '4337', bundlerUrl, paymasterUrl } = value
  if (type !== '4337' && type !== '7702') {
    throw new InvalidSmartAccountsError(`${option}.type`, "must be '4337' or '7702'")
  }
  if (!isHttpUrl(bundlerUrl)) throw new InvalidSmartAccountsError(`${option}.bundlerUrl`, urlReason)
  if (paymasterUrl !== undefined && !isHttpUrl(paymasterUrl)) {
    throw new InvalidSmartAccountsError(`${option}.paymasterUrl`, urlReason)
  }
  return paymasterUrl === undefined ? { type, bundlerUrl } : { type, bundlerUrl, paymasterUrl }
}

/**
 * Checks the `smartAccounts` option: an object whose keys are eip155 CAIP-2 ids
 * (`eip155:{chain id}`, a positive decimal integer) and whose values are
 * `{ type?: '4337' | '7702', bundlerUrl, paymasterUrl? }` with http(s) URLs; no other keys (the
 * accounts' contracts are never options).
 * @param value - The option as given (`undefined`: no smart accounts).
 * @returns The settings by chain id.
 * @throws {LatchError} named `InvalidOptionError`, with `option`: `Invalid option \`smartAccounts…\`: …` for the first problem, e.g.
 *   `smartAccounts.eip155:1.bundlerUrl`: 'must be an absolute http: or https: URL of at most 2048
 *   characters', `smartAccounts.solana:x`: 'must be an eip155 network id (eip155:{chain id})',
 *   `…type`: "must be '4337' or '7702'", `…factory`: 'is not a smart-account setting'.
 */
export function checkSmartAccounts(value: unknown): ReadonlyMap<number, CheckedSmartAccount> {
  const checked = new Map<number, CheckedSmartAccount>()
  if (value === undefined) return checked
  if (!isRecord(value)) {
    throw new InvalidSmartAccountsError(
      'smartAccounts',
      'must be an object keyed by eip155 network id',
    )
  }
  for (const [key, settings] of Object.entries(value)) {
    const option = `smartAccounts.${key}`
    const chainId = /^eip155:[1-9]\d{0,15}$/.test(key) ? Number(key.slice(7)) : Number.NaN
    if (!Number.isSafeInteger(chainId)) {
      throw new InvalidSmartAccountsError(
        option,
        'must be an eip155 network id (eip155:{chain id})',
      )
    }
    checked.set(chainId, checkSettings(option, settings))
  }
  return checked
}
