import type { Translate } from '../i18n/createFrameTexts.js'
import { escapeInvisible } from './escapeInvisible.js'

/** EIP-712 typed data as the frame got it: types, primary type, domain and message (untrusted). */
export type TypedDataInput = {
  domain?: Record<string, unknown> | undefined
  types: Record<string, readonly { name: string; type: string }[] | undefined>
  primaryType: unknown
  message: unknown
}

/** One signed leaf of a typed-data message: its dotted path, name, EIP-712 type and value. */
export type SignedField = { path: string; name: string; type: string; value: unknown }

/** EIP-2612 and Permit2 types that let a spender move the signer's tokens. */
const PERMIT_TYPES = new Set([
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
])

/** An integer at least this large is an "unlimited" amount whatever its field's name. */
export const UNLIMITED_THRESHOLD = 2n ** 255n

const ARRAY_TYPE = /^(.+)\[(\d*)\]$/
const INTEGER_TYPE = /^u?int(\d*)$/
/** Field names that hold an amount of tokens (Permit's `value`, Permit2's `amount`…). */
const AMOUNT_NAME = /amount|value|allowance|wad|limit|quantity/i

/** Untrusted text for one line: invisible characters escaped, line breaks as spaces. */
export const showText = (text: string): string =>
  escapeInvisible(text).text.replace(/[\t\n\r]/g, ' ')

const show = (value: unknown): string => {
  if (typeof value === 'string') return showText(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  return value === null ? 'null' : typeof value
}

const toInteger = (value: unknown): bigint | undefined => {
  try {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      return BigInt(value)
  } catch {}
  return undefined
}

/**
 * The leaves of a typed-data message that its signature covers: exactly the fields of
 * `types[primaryType]`, in the types' order, structs and arrays (of structs, of arrays) walked
 * recursively with dotted paths (`to.0.wallets.1`). Keys of the message the types do not name are
 * left out: EIP-712 does not sign them. An empty array is one leaf with the value `[]`.
 *
 * @param typedData - The typed data (its message should have been checked against its types).
 * @returns The signed leaves, in order; none when the primary type is not among the types.
 */
export function signedFields(typedData: TypedDataInput): SignedField[] {
  const fields: SignedField[] = []
  const walk = (type: string, value: unknown, path: string, name: string, depth: number) => {
    if (depth > 64) return
    const array = ARRAY_TYPE.exec(type)
    if (array) {
      const items = Array.isArray(value) ? value : []
      if (items.length === 0) fields.push({ path, name, type, value: '[]' })
      items.forEach((item, index) => {
        walk(array[1] as string, item, `${path}.${index}`, name, depth + 1)
      })
      return
    }
    const struct = typedData.types[type]
    if (struct) {
      const record = value !== null && typeof value === 'object' ? value : {}
      for (const field of struct)
        walk(
          field.type,
          (record as Record<string, unknown>)[field.name],
          path ? `${path}.${showText(field.name)}` : showText(field.name),
          field.name,
          depth + 1,
        )
      return
    }
    fields.push({ path, name, type, value })
  }
  const primary = String(typedData.primaryType)
  if (typedData.types[primary]) walk(primary, typedData.message, '', '', 0)
  return fields
}

/** A leaf's value as shown: integers in decimal, everything else as text, invisible escaped. */
const showField = (field: SignedField): string => {
  if (INTEGER_TYPE.test(field.type)) {
    const integer = toInteger(field.value)
    if (integer !== undefined) return integer.toString()
  }
  return show(field.value)
}

/** Whether an integer field holds an unlimited amount: ≥ 2^255, or its size's maximum. */
function isUnlimited(field: SignedField): boolean {
  const integer = INTEGER_TYPE.exec(field.type)
  if (!integer || !field.type.startsWith('uint')) return false
  const value = toInteger(field.value)
  if (value === undefined) return false
  if (value >= UNLIMITED_THRESHOLD) return true
  const bits = BigInt(integer[1] || '256')
  return AMOUNT_NAME.test(field.name) && value === 2n ** bits - 1n
}

/**
 * The dangers of a typed-data signature, from its signed fields only: a permit's spender (a
 * `spender` field of a permit type), each unlimited amount (a `uint` ≥ 2^255, or the largest value
 * of its size in an amount-like field such as `amount` or `value`), and a
 * `setApprovalForAll`-style operator (an `operator` address beside a `true` bool, or in a type
 * named like `ApprovalForAll` without a `false` bool).
 *
 * @param typedData - The typed data.
 * @param fields - Its {@link signedFields}.
 * @param t - The frame's texts.
 * @returns The warnings, in that order (none for a harmless message).
 */
export function typedDataWarnings(
  typedData: TypedDataInput,
  fields: readonly SignedField[],
  t: Translate,
): string[] {
  const warnings: string[] = []
  if (PERMIT_TYPES.has(String(typedData.primaryType))) {
    const spender = fields.find((field) => field.name === 'spender')
    if (spender) warnings.push(t('request.permitWarning', { spender: show(spender.value) }))
  }
  for (const field of fields)
    if (isUnlimited(field)) warnings.push(t('request.unlimitedAmount', { field: field.path }))
  const operator = fields.find((field) => field.type === 'address' && /operator/i.test(field.name))
  if (operator) {
    const bools = fields.filter((field) => field.type === 'bool')
    const granted = bools.some((field) => field.value === true || field.value === 'true')
    const allType = /approvalforall/i.test(String(typedData.primaryType))
    if (granted || (allType && bools.length === 0))
      warnings.push(t('request.operatorWarning', { operator: show(operator.value) }))
  }
  return warnings
}

const showChainId = (chainId: unknown) => {
  const integer = toInteger(chainId)
  return integer === undefined ? show(chainId) : integer.toString()
}

/**
 * Describes an `eth_signTypedData_v4` request: its type, domain name, chain and verifying
 * contract (each only when the signature covers it: an `EIP712Domain` type that leaves one out
 * makes it "not set"), every signed field as a `path: value` line (nothing left out, nothing unsigned
 * added), and its warnings ({@link typedDataWarnings}) joined by line breaks.
 *
 * @param typedData - The typed data.
 * @param t - The frame's texts.
 */
export function describeTypedData(
  typedData: TypedDataInput,
  t: Translate,
): {
  summary: string
  details: { label: string; value: string }[]
  fields: string[]
  warning?: string
} {
  // Only what the signature covers: the EIP712Domain type when given (viem signs exactly its
  // fields), else every field the domain has.
  const given = typedData.domain ?? {}
  const domainType = typedData.types.EIP712Domain
  const domain = domainType
    ? Object.fromEntries(domainType.map(({ name }) => [name, given[name]]))
    : given
  const details = [{ label: t('detail.type'), value: show(String(typedData.primaryType)) }]
  if (typeof domain.name === 'string')
    details.push({ label: t('detail.domain'), value: show(domain.name) })
  details.push({
    label: t('detail.chain'),
    value:
      domain.chainId === undefined || domain.chainId === null
        ? t('request.chainNotSet')
        : showChainId(domain.chainId),
  })
  details.push({
    label: t('detail.contract'),
    value:
      domain.verifyingContract === undefined || domain.verifyingContract === null
        ? t('request.notSet')
        : show(domain.verifyingContract),
  })
  const fields = signedFields(typedData)
  const warnings = typedDataWarnings(typedData, fields, t)
  return {
    summary: t('request.signTypedData'),
    details,
    fields: fields.map((field) => `${field.path}: ${showField(field)}`),
    ...(warnings.length > 0 ? { warning: warnings.join('\n') } : {}),
  }
}
