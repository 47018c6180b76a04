import {
  type AppClient,
  createAppClient,
  type VerifySignInMessageArgs,
  type VerifySignInMessageResponse,
  viemConnector,
} from '@farcaster/auth-client'
import { createPublicClient, http } from 'viem'
import type { FarcasterConfig } from '../config.js'
import { logServerError } from '../http/loggingErrors.js'
import { withTimeout } from '../http/withTimeout.js'
import {
  type FarcasterChannel,
  type FarcasterChannelStatus,
  parseChannel,
  parseChannelStatus,
} from './relayAnswers.js'
import { FarcasterError } from './types.js'

/** How long one relay or Optimism RPC call may take, in milliseconds. */
export const FARCASTER_CALL_TIMEOUT_MS = 5_000

/** The chain the Farcaster registries live on: OP Mainnet. */
const OP_MAINNET_CHAIN_ID = 10

/** What a relay channel is opened with: the sign-in's URI, domain, nonce and expiry. */
export type FarcasterChannelRequest = {
  /** The host page origin the user signs in to (the message's `uri`). */
  siweUri: string
  /** Its host (the message's `domain`). */
  domain: string
  nonce: string
  /** ISO 8601; the message must expire then. */
  expirationTime: string
}

/**
 * The auth server's side of Sign In With Farcaster (the SIWF "app"): opens relay channels, reads
 * their status and verifies signed messages on Optimism. Injected through
 * `AuthServerDependencies.farcaster` so tests can point it elsewhere.
 */
export type FarcasterClient = {
  /**
   * `POST /v1/channel` on the relay.
   *
   * @throws {FarcasterError} `relay_unavailable` when the relay is down, takes over 5 s or answers
   *   something else than a channel.
   */
  createChannel(request: FarcasterChannelRequest): Promise<FarcasterChannel>
  /**
   * `GET /v1/channel/status` on the relay.
   *
   * @throws {FarcasterError} `relay_unavailable` as {@link FarcasterClient.createChannel}.
   */
  channelStatus(channelToken: string): Promise<FarcasterChannelStatus>
  /**
   * `@farcaster/auth-client`'s `verifySignInMessage` on the configured Optimism RPC. The first
   * call (until one succeeds) checks that the RPC's `eth_chainId` is 10 (OP Mainnet).
   *
   * @throws {FarcasterError} `optimism_rpc_unavailable` past 5 s per call, when the chain id
   *   cannot be read, or when it is another chain (logged with its id).
   */
  verifySignInMessage(args: VerifySignInMessageArgs): VerifySignInMessageResponse
}

const relayDown = (cause: unknown) => new FarcasterError('relay_unavailable', { cause })

/**
 * Makes the {@link FarcasterClient} of `config`: `@farcaster/auth-client`'s app client on the
 * relay, with a viem connector on the Optimism RPC; each call raced against 5 s.
 *
 * @param config `relayUrl` (no trailing slash) and `optimismRpcUrl`.
 */
export function createFarcasterClient(config: FarcasterConfig): FarcasterClient {
  const app: AppClient = createAppClient({
    relay: config.relayUrl,
    ethereum: viemConnector({ rpcUrl: config.optimismRpcUrl }),
  })
  const timeout = (reason: 'relay_unavailable' | 'optimism_rpc_unavailable') => () =>
    new FarcasterError(reason, { cause: new Error(`no answer in ${FARCASTER_CALL_TIMEOUT_MS} ms`) })
  const rpc = createPublicClient({ transport: http(config.optimismRpcUrl, { retryCount: 0 }) })
  let chainChecked: Promise<void> | undefined
  const readChainId = async () => {
    let chainId: number
    try {
      chainId = await withTimeout(
        rpc.getChainId(),
        FARCASTER_CALL_TIMEOUT_MS,
        timeout('optimism_rpc_unavailable'),
      )
    } catch (error) {
      if (error instanceof FarcasterError) throw error
      throw new FarcasterError('optimism_rpc_unavailable', { cause: error })
    }
    if (chainId !== OP_MAINNET_CHAIN_ID) {
      logServerError(
        `LATCH_AUTH_OPTIMISM_RPC_URL serves chain ${chainId}, not OP Mainnet (${OP_MAINNET_CHAIN_ID}): Farcaster logins fail`,
        undefined,
      )
      throw new FarcasterError('optimism_rpc_unavailable', {
        cause: new Error(`the Optimism RPC is chain ${chainId}`),
      })
    }
  }
  /** Checks the chain once; a failure is not cached (the next verification asks again). */
  const checkChain = () => {
    chainChecked ??= readChainId().catch((error: unknown) => {
      chainChecked = undefined
      throw error
    })
    return chainChecked
  }
  return {
    async createChannel(request) {
      const answer = await withTimeout(
        app.createChannel(request),
        FARCASTER_CALL_TIMEOUT_MS,
        timeout('relay_unavailable'),
      )
      if (answer.isError) throw relayDown(answer.error)
      return parseChannel(answer.response.status, answer.data)
    },
    async channelStatus(channelToken) {
      const answer = await withTimeout(
        app.status({ channelToken }),
        FARCASTER_CALL_TIMEOUT_MS,
        timeout('relay_unavailable'),
      )
      if (answer.isError) throw relayDown(answer.error)
      return parseChannelStatus(answer.response.status, answer.data)
    },
    async verifySignInMessage(args) {
      await checkChain()
      return withTimeout(
        app.verifySignInMessage(args),
        FARCASTER_CALL_TIMEOUT_MS,
        timeout('optimism_rpc_unavailable'),
      )
    },
  }
}
