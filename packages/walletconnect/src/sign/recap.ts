import { base64, base64urlnopad } from '@scure/base'

const RECAP_PREFIX = 'urn:recap:'
const STATEMENT_PREFIX =
  'I further authorize the stated URI to perform the following actions on my behalf: '

type Recap = { att: Record<string, Record<string, unknown[]>> }

/**
 * Encodes a ReCap (ERC-5573) granting `ability/action` on `resource` for each action, e.g.
 * `createRecap('eip155', 'request', ['personal_sign'])` →
 * `urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ` (base64url of
 * `{"att":{"eip155":{"request/personal_sign":[{}]}}}`, actions sorted, no padding).
 *
 * @param resource - The resource URI, e.g. `'eip155'`.
 * @param ability - The ability namespace, e.g. `'request'`.
 * @param actions - The actions, e.g. JSON-RPC method names.
 * @returns The `urn:recap:` resource to append last to a CAIP-122 request's resources.
 */
export function createRecap(resource: string, ability: string, actions: readonly string[]): string {
  const sorted = [...new Set(actions)].sort((a, b) => a.localeCompare(b))
  const abilities = Object.fromEntries(sorted.map((action) => [`${ability}/${action}`, [{}]]))
  const json = JSON.stringify({ att: { [resource]: abilities } })
  return `${RECAP_PREFIX}${base64urlnopad.encode(new TextEncoder().encode(json))}`
}

/**
 * Reads the ReCap of a CAIP-122 request: by ERC-5573 it is the last resource.
 * @returns The decoded ReCap, or `undefined` when there is none or it is malformed.
 */
export function readRecap(resources: readonly string[] | undefined): Recap | undefined {
  const last = resources?.at(-1)
  if (!last?.startsWith(RECAP_PREFIX)) return undefined
  try {
    const encoded = last.slice(RECAP_PREFIX.length).replace(/-/g, '+').replace(/_/g, '/')
    const padded = encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '=')
    const recap = JSON.parse(new TextDecoder().decode(base64.decode(padded))) as Recap
    if (typeof recap?.att !== 'object' || recap.att === null) return undefined
    for (const abilities of Object.values(recap.att)) {
      if (typeof abilities !== 'object' || abilities === null) return undefined
    }
    return recap
  } catch {
    return undefined
  }
}

/**
 * The methods a ReCap grants on `eip155` (`request/<method>` abilities), e.g. `['personal_sign']`.
 */
export function getRecapMethods(recap: Recap, resource = 'eip155'): string[] {
  return Object.keys(recap.att[resource] ?? {})
    .filter((key) => key.startsWith('request/'))
    .map((key) => key.slice('request/'.length))
}

/**
 * The statement of a CAIP-122 message with a ReCap (ERC-5573): the dapp's statement, a space, and
 * "I further authorize the stated URI to perform the following actions on my behalf: (1)
 * 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'." — one numbered item per
 * ability namespace of each resource, actions sorted. A statement that already has it is kept.
 */
export function formatRecapStatement(statement: string | undefined, recap: Recap): string {
  if (statement?.includes(STATEMENT_PREFIX)) return statement
  let counter = 0
  const items: string[] = []
  for (const [resource, abilities] of Object.entries(recap.att)) {
    const byNamespace = new Map<string, string[]>()
    const keys = Object.keys(abilities).map((key) => {
      const [namespace = '', action = ''] = key.split('/')
      return { namespace, action }
    })
    keys.sort((a, b) => a.action.localeCompare(b.action))
    for (const { namespace, action } of keys)
      byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), action])
    for (const [namespace, actions] of byNamespace) {
      counter += 1
      items.push(`(${counter}) '${namespace}': '${actions.join("', '")}' for '${resource}'.`)
    }
  }
  const recapStatement = `${STATEMENT_PREFIX}${items.join(' ')}`
  return statement ? `${statement} ${recapStatement}` : recapStatement
}
