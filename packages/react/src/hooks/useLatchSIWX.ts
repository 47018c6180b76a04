import type { SIWXSession } from '@latch/core'
import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/** What {@link useLatchSIWX} returns. */
export type UseLatchSIWXReturnType = {
  /** Whether the `siwx` option is set. */
  enabled: boolean
  /** Whether sign-in is required (closing blocked, cancel disconnects). */
  required: boolean
  /** Sessions of the connected account on the active network. */
  sessions: readonly SIWXSession[]
  isSignedIn: boolean
  /** Opens "Sign In" and signs; resolves `true` when a session was added. */
  signIn(): Promise<boolean>
  /** Revokes the session; disconnects too when sign-in is required. */
  signOut(): Promise<void>
}

/**
 * Sign-in with the wallet (CAIP-122): the sessions of the connected account and the
 * actions to sign in and out.
 *
 * @returns {@link UseLatchSIWXReturnType}
 *   `{ enabled, required, sessions, isSignedIn, signIn, signOut }`.
 * @example
 * import { useLatchSIWX } from '@latch/react'
 *
 * function SignInButton() {
 *   const { enabled, isSignedIn, signIn, signOut } = useLatchSIWX()
 *   if (!enabled) return null
 *   if (isSignedIn) return <button onClick={() => signOut()}>Sign out</button>
 *   return <button onClick={() => signIn()}>Sign in</button>
 * }
 */
export function useLatchSIWX(): UseLatchSIWXReturnType {
  const client = useLatchClient()
  const sessions = useStore(client.stores.connection, (state) => state.siwxSessions)
  const signIn = useCallback(async () => {
    await client.open({ view: 'SIWXSignMessage' })
    return client.signIn()
  }, [client])
  const signOut = useCallback(() => client.signOut(), [client])
  const { siwx } = client.options
  return {
    enabled: Boolean(siwx),
    required: Boolean(siwx?.getRequired?.()),
    sessions,
    isSignedIn: sessions.length > 0,
    signIn,
    signOut,
  }
}
