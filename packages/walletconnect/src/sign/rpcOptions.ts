/** How one direction of a WalletConnect RPC method is published: TTL (seconds), tag, prompt. */
export type RpcPublishOptions = { ttl: number; tag: number; prompt: boolean }

const FIVE_MINUTES = 300
const ONE_HOUR = 3_600
const ONE_DAY = 86_400

function options(ttl: number, tag: number, prompt = false): RpcPublishOptions {
  return { ttl, tag, prompt }
}

/**
 * TTLs and tags of the Sign and pairing RPC methods, request and response
 * (https://specs.walletconnect.com/2.0/specs/clients/sign/rpc-methods,
 * https://specs.walletconnect.com/2.0/specs/clients/core/pairing/rpc-methods). A rejection of a
 * proposal or an authentication has its own tag.
 */
export const rpcOptions = {
  wc_sessionPropose: {
    req: options(FIVE_MINUTES, 1100, true),
    res: options(FIVE_MINUTES, 1101),
    reject: options(FIVE_MINUTES, 1120),
  },
  wc_sessionSettle: { req: options(FIVE_MINUTES, 1102), res: options(FIVE_MINUTES, 1103) },
  wc_sessionUpdate: { req: options(ONE_DAY, 1104), res: options(ONE_DAY, 1105) },
  wc_sessionExtend: { req: options(ONE_DAY, 1106), res: options(ONE_DAY, 1107) },
  wc_sessionRequest: { req: options(FIVE_MINUTES, 1108, true), res: options(FIVE_MINUTES, 1109) },
  wc_sessionEvent: { req: options(FIVE_MINUTES, 1110, true), res: options(FIVE_MINUTES, 1111) },
  wc_sessionDelete: { req: options(ONE_DAY, 1112), res: options(ONE_DAY, 1113) },
  wc_sessionPing: { req: options(ONE_DAY, 1114), res: options(ONE_DAY, 1115) },
  wc_sessionAuthenticate: {
    req: options(ONE_HOUR, 1116, true),
    res: options(ONE_HOUR, 1117),
    reject: options(FIVE_MINUTES, 1118),
  },
  wc_pairingDelete: { req: options(ONE_DAY, 1000), res: options(ONE_DAY, 1001) },
  wc_pairingPing: { req: options(30, 1002), res: options(30, 1003) },
} as const

/** A WalletConnect RPC method Latch sends or answers. */
export type RpcMethod = keyof typeof rpcOptions

/** Whether `method` is one of {@link rpcOptions}. */
export function isRpcMethod(method: string): method is RpcMethod {
  return Object.hasOwn(rpcOptions, method)
}

/** How long a session lives after approval, in seconds (7 days). */
export const SESSION_EXPIRY_SECONDS = 7 * ONE_DAY

/** The pairing URI's time-to-live and the proposal's expiry, in seconds (5 minutes). */
export const PAIRING_TTL_SECONDS = FIVE_MINUTES

/** How long an active pairing lives after a session settled on it, in seconds (30 days). */
export const ACTIVE_PAIRING_EXPIRY_SECONDS = 30 * ONE_DAY

/** The WalletConnect error a dapp answers a method it does not handle with. */
export const UNSUPPORTED_METHOD_ERROR = { code: 10001, message: 'Unsupported wc_ method.' }

/** The reason a dapp gives when it ends a session (WalletConnect error code 6000). */
export const USER_DISCONNECTED_REASON = { code: 6000, message: 'User disconnected.' }
