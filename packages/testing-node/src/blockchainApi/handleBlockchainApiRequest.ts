import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { FixtureControls } from './createFixtureControls.ts'
import type { FixtureChain } from './fixtureChain.ts'
import { fixturePrices, identityOf } from './fixtureTables.ts'
import { readTokenBalances } from './readTokenBalances.ts'
import { readTransactionHistory } from './readTransactionHistory.ts'

/** A request as the fixture routes it; `body` is the parsed JSON body (`undefined` without one). */
export type FixtureRequest = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** The JSON answer to a {@link FixtureRequest}. */
export type FixtureResponse = { status: number; body: unknown }

/** What the handlers read: the configured chains and the test controls. */
export type FixtureContext = { chains: readonly FixtureChain[]; controls: FixtureControls }

class FixtureHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const failSchema = z.object({
  path: z.string().min(1),
  status: z.number().int().min(100).max(599),
  times: z.number().int().positive().optional(),
})
const priceSchema = z.object({
  projectId: z.string().optional(),
  currency: z.string().optional(),
  addresses: z.array(z.string()),
})
const cursorSchema = z.string().regex(/^\d{1,15}$/, 'cursor must be a block number')

type Route = {
  method: string
  pattern: RegExp
  handle(context: FixtureContext, request: FixtureRequest, match: string[]): Promise<unknown>
}

const routes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/supported-chains$/,
    handle: async ({ chains }) => ({
      http: chains.map(({ caipNetworkId }) => caipNetworkId),
      ws: [],
    }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/account\/([^/]+)\/balance$/,
    async handle({ chains }, { query }, [, address]) {
      const account = parseAddress(address)
      if (query.currency !== undefined && query.currency.toLowerCase() !== 'usd') {
        throw new FixtureHttpError(400, `Unsupported currency: ${query.currency}`)
      }
      const selected = query.chainId === undefined ? chains : [findChain(chains, query.chainId)]
      const balances = await Promise.all(selected.map((chain) => readTokenBalances(chain, account)))
      return { balances: balances.flat() }
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/account\/([^/]+)\/history$/,
    async handle({ chains }, { query }, [, address]) {
      const account = parseAddress(address)
      const chain = query.chainId === undefined ? chains[0] : findChain(chains, query.chainId)
      if (!chain) return { data: [], next: null }
      const cursor = query.cursor ? BigInt(parse(cursorSchema, query.cursor)) : undefined
      return readTransactionHistory(chain, account, cursor)
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/identity\/([^/]+)$/,
    handle: async (_context, _request, [, address]) => identityOf(parseAddress(address)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/fungible\/price$/,
    async handle({ chains }, { body }) {
      const { currency, addresses } = parse(priceSchema, body)
      if (currency !== undefined && currency.toLowerCase() !== 'usd') {
        throw new FixtureHttpError(400, `Unsupported currency: ${currency}`)
      }
      const known = new Set(chains.map(({ caipNetworkId }) => caipNetworkId))
      const fungibles = addresses.flatMap((caipAddress) => {
        const [namespace, reference, address] = caipAddress.split(':')
        if (!known.has(`${namespace}:${reference}` as FixtureChain['caipNetworkId'])) return []
        if (!address || !isAddress(address, { strict: false })) return []
        const fungible = fixturePrices.get(getAddress(address))
        return fungible ? [{ ...fungible, iconUrl: '' }] : []
      })
      return { fungibles }
    },
  },
  {
    method: 'GET',
    pattern: /^\/__requests$/,
    handle: async ({ controls }) => ({ requests: controls.requests() }),
  },
  {
    method: 'POST',
    pattern: /^\/__reset$/,
    async handle({ controls }) {
      controls.reset()
      return { ok: true }
    },
  },
  {
    method: 'POST',
    pattern: /^\/__fail$/,
    async handle({ controls }, { body }) {
      controls.fail(parse(failSchema, body))
      return { ok: true }
    },
  },
]

/**
 * Answers one Blockchain API fixture request (spec §7 endpoints plus the `/__` test controls; see
 * `startBlockchainApi`). Every request but the controls is recorded; one matching an injected
 * failure answers its status. Never throws: bad input is 400, an unknown path 404, a node failure
 * 500, each with `{ error }`.
 *
 * @param context - The chains and the controls.
 * @param request - The parsed request.
 * @returns The status and JSON body.
 */
export async function handleBlockchainApiRequest(
  context: FixtureContext,
  request: FixtureRequest,
): Promise<FixtureResponse> {
  const { method, path, query } = request
  const control = path.startsWith('/__')
  if (!control) context.controls.record({ method, path, query, at: new Date().toISOString() })
  try {
    for (const route of routes) {
      const match = route.pattern.exec(path)
      if (!match || route.method !== method) continue
      const failure = control ? undefined : context.controls.takeFailure(path)
      if (failure !== undefined) return { status: failure, body: { error: 'Injected failure' } }
      return { status: 200, body: await route.handle(context, request, [...match]) }
    }
    return { status: 404, body: { error: `Not found: ${method} ${path}` } }
  } catch (error) {
    if (error instanceof FixtureHttpError)
      return { status: error.status, body: { error: error.message } }
    return { status: 500, body: { error: error instanceof Error ? error.message : String(error) } }
  }
}

function parse<schema extends z.ZodType>(schema: schema, value: unknown): z.output<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new FixtureHttpError(400, z.prettifyError(result.error))
  return result.data
}

function parseAddress(address: string | undefined): Address {
  let decoded = address ?? ''
  try {
    decoded = decodeURIComponent(decoded)
  } catch {
    // Malformed percent-encoding: not an address either.
  }
  if (!isAddress(decoded, { strict: false })) {
    throw new FixtureHttpError(400, `Not an address: ${decoded}`)
  }
  return getAddress(decoded)
}

function findChain(chains: readonly FixtureChain[], caipNetworkId: string): FixtureChain {
  const chain = chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!chain) throw new FixtureHttpError(400, `Unsupported chainId: ${caipNetworkId}`)
  return chain
}
