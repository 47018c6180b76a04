import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { convertRoutes } from './convertEndpoints.ts'
import type { FixtureChain } from './fixtureChain.ts'
import {
  type FixtureContext,
  FixtureHttpError,
  type FixtureRequest,
  type FixtureRoute,
  findChain,
  parse,
  parseAddress,
} from './fixtureRoute.ts'
import { fixturePrices, identityOf } from './fixtureTables.ts'
import { onrampRoutes } from './onrampEndpoints.ts'
import { readTokenBalances } from './readTokenBalances.ts'
import { readTransactionHistory } from './readTransactionHistory.ts'
import { registryRoutes } from './registryEndpoints.ts'

/**
 * A request as it arrived: `text` is the raw body ('' without one); `headers` in lower case
 * (none when left out).
 */
export type FixtureHttpRequest = Omit<FixtureRequest, 'body' | 'headers'> & {
  text: string
  headers?: Record<string, string>
}

/**
 * The answer to a {@link FixtureHttpRequest}: JSON, a page when `type` is `'html'`, or bytes
 * (`FixtureBytes`) when `type` is `'bytes'`.
 */
export type FixtureResponse = { status: number; body: unknown; type?: 'html' | 'bytes' }

/** The hosted-API headers a recorded request keeps. */
const recordedHeaders = ['x-project-id', 'x-sdk-type', 'x-sdk-version']

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
const hostileSchema = z.object({ swap: z.enum(['recipient', 'contract']).nullable() })
const cursorSchema = z.string().regex(/^\d{1,15}$/, 'cursor must be a block number')

const dataRoutes: FixtureRoute[] = [
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
]

const controlRoutes: FixtureRoute[] = [
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
    pattern: /^\/__hostile$/,
    async handle({ controls }, { body }) {
      controls.setHostileSwap(parse(hostileSchema, body).swap ?? undefined)
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

const routes = [
  ...dataRoutes,
  ...convertRoutes,
  ...onrampRoutes,
  ...registryRoutes,
  ...controlRoutes,
]

/**
 * Answers one Blockchain API fixture request (endpoints plus the `/__` test controls; see
 * `startBlockchainApi`). Every request but the controls is recorded; one matching an injected
 * failure answers its status. Never throws: a body that is not JSON or other bad input is 400, an
 * unknown path 404, a node failure 500, each with the route's error key (`{ error }`, or
 * `{ message }` for the convert and on-ramp endpoints).
 *
 * @param context - The base URL, the chains and the controls.
 * @param request - The request with its raw body.
 * @returns The status and the JSON body (or HTML page).
 */
export async function handleBlockchainApiRequest(
  context: FixtureContext,
  request: FixtureHttpRequest,
): Promise<FixtureResponse> {
  const { method, path, query, text, headers = {} } = request
  const control = path.startsWith('/__')
  if (!control) {
    const kept = Object.fromEntries(
      recordedHeaders.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])),
    )
    const recorded = Object.keys(kept).length > 0 ? { headers: kept } : {}
    context.controls.record({ method, path, query, ...recorded, at: new Date().toISOString() })
  }
  const route = routes.find(
    (candidate) => candidate.method === method && candidate.pattern.test(path),
  )
  if (!route) return { status: 404, body: { error: `Not found: ${method} ${path}` } }
  const errorKey = route.errorKey ?? 'error'
  try {
    const failure = control ? undefined : context.controls.takeFailure(path)
    if (failure !== undefined) return { status: failure, body: { [errorKey]: 'Injected failure' } }
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      throw new FixtureHttpError(400, 'The body is not JSON')
    }
    const match = [...(route.pattern.exec(path) ?? [])]
    const answer = await route.handle(context, { method, path, query, headers, body }, match)
    return route.type
      ? { status: 200, body: answer, type: route.type }
      : { status: 200, body: answer }
  } catch (error) {
    const status = error instanceof FixtureHttpError ? error.status : 500
    const message = error instanceof Error ? error.message : String(error)
    return { status, body: { [errorKey]: message } }
  }
}
