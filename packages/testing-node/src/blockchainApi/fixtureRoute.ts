import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { FixtureControls } from './createFixtureControls.ts'
import type { FixtureChain } from './fixtureChain.ts'

/** A request as the fixture routes it; `body` is the parsed JSON body (`undefined` without one). */
export type FixtureRequest = {
  method: string
  path: string
  query: Record<string, string>
  /** The request headers, names in lower case (the last value of a repeated one). */
  headers: Record<string, string>
  body: unknown
}

/** What the handlers read: the fixture's base URL, the configured chains and the test controls. */
export type FixtureContext = {
  /** The base URL, e.g. `'http://127.0.0.1:8790'`, for links to the fixture's own pages. */
  url: string
  chains: readonly FixtureChain[]
  controls: FixtureControls
}

/** One endpoint of the fixture: a method, a path pattern and its handler. */
export type FixtureRoute = {
  method: 'GET' | 'POST'
  /** Matched against the path; the groups are handed to `handle` as `match[1…]`. */
  pattern: RegExp
  /**
   * The key holding the text of an error answer: `'error'` (the default: the data endpoints and
   * the test controls) or `'message'` (the convert and on-ramp endpoints, as their client reads).
   */
  errorKey?: 'error' | 'message'
  /**
   * `'html'`: `handle` resolves to a page (a string) answered as `text/html`; `'bytes'`: to a
   * `FixtureBytes` (`{ contentType, bytes }`, e.g. an image); JSON otherwise.
   */
  type?: 'html' | 'bytes'
  handle(context: FixtureContext, request: FixtureRequest, match: string[]): Promise<unknown>
}

/** An answer with a status other than 200: thrown by a handler, answered as `{ [errorKey] }`. */
export class FixtureHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Parses untrusted input with a zod schema.
 *
 * @throws {FixtureHttpError} 400 with zod's readable message when it does not match.
 */
export function parse<schema extends z.ZodType>(schema: schema, value: unknown): z.output<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new FixtureHttpError(400, z.prettifyError(result.error))
  return result.data
}

/**
 * Reads an EVM address from a (possibly percent-encoded) path or query value.
 *
 * @returns The checksummed address.
 * @throws {FixtureHttpError} 400 'Not an address: <value>'.
 */
export function parseAddress(address: string | undefined): Address {
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

/**
 * The configured chain with CAIP-2 id `caipNetworkId`.
 *
 * @throws {FixtureHttpError} 400 'Unsupported chainId: <id>' when none is configured.
 */
export function findChain(chains: readonly FixtureChain[], caipNetworkId: string): FixtureChain {
  const chain = chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!chain) throw new FixtureHttpError(400, `Unsupported chainId: ${caipNetworkId}`)
  return chain
}
