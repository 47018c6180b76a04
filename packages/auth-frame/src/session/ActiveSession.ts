import type { AuthFrameSession } from '@latch/core/auth-frame'
import type { Address } from 'viem'

/** The signed-in user of `createSessionManager`, in memory only. */
export type ActiveSession = {
  userId: string
  email: string | null
  username: string | null
  provider: string | null
  address: Address
  deviceShare: Uint8Array
  authShare: Uint8Array | undefined
  accessToken: string
  accessTokenExpiresAt: number
  /** The user's passkeys (`undefined`: the server does not say). */
  passkeys: number | undefined
  recovery: 'login' | 'passkey' | undefined
}

/** What the host is told of the signed-in user: no null fields. */
export function toFrameSession(active: ActiveSession): AuthFrameSession {
  return {
    address: active.address,
    ...(active.email === null ? {} : { email: active.email }),
    ...(active.username === null ? {} : { username: active.username }),
    ...(active.provider === null ? {} : { provider: active.provider }),
    ...(active.passkeys === undefined ? {} : { passkeys: active.passkeys }),
    ...(active.recovery === undefined ? {} : { recovery: active.recovery }),
  }
}
