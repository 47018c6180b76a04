import * as v from 'valibot'
import { type ChainNamespace, chainNamespaces } from '../caip/types.js'

/** The longest stored id Latch accepts (connector ids, network ids); longer ones are planted. */
const MAX_ID_LENGTH = 256

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_LENGTH))

/** A chain namespace, as stored under `@latch/active_namespace`. */
export const storedNamespace = v.picklist(chainNamespaces)

/** `@latch/connection_status`: what the last page load left. */
export const storedConnectionStatus = v.picklist(['connected', 'disconnected'])

/**
 * `@latch/connector_ids`: the connector id per connected namespace. Entries that are not a known
 * namespace with an id are dropped (e.g. one a later Latch wrote for a namespace this one lacks),
 * the others kept; a value that is not an object is invalid.
 */
export const storedConnectorIds = v.pipe(
  v.custom<Record<string, unknown>>(
    (stored) => typeof stored === 'object' && stored !== null && !Array.isArray(stored),
  ),
  v.transform(
    (stored): Partial<Record<ChainNamespace, string>> =>
      Object.fromEntries(
        Object.entries(stored).filter(
          ([namespace, value]) => v.is(storedNamespace, namespace) && v.is(id, value),
        ),
      ),
  ),
)

/** `@latch/recent_wallets`: wallet ids, newest first (at most 2 kept; a few more read). */
export const storedRecentWallets = v.pipe(v.array(id), v.maxLength(16))

/** `@latch/active_caip_network_id`: a CAIP-2 id; it must also be one of the requested networks. */
export const storedNetworkId = id
