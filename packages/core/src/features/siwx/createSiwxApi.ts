import type { LatchContext } from '../../client/context.js'
import type { FeatureApi } from '../../client/defineFeature.js'
import { cancelSignIn, signOut } from './leaveSignIn.js'
import { signIn } from './signIn.js'

/** The sign-in feature's API: the SIWXSignMessage view's actions and the client's sign-out. */
export type SiwxApi = FeatureApi & {
  /** Signs in the active account; see {@link signIn}. Never rejects. */
  signIn(): Promise<boolean>
  /** Leaves sign-in (closes, or disconnects when it is required); see {@link cancelSignIn}. */
  cancelSignIn(): Promise<void>
  /**
   * Signs out of the active session; see {@link signOut}.
   * @throws {SIWXNotEnabledError} 'SIWX is not enabled' without the `siwx` option.
   */
  signOut(): Promise<void>
}

/** Makes one client's {@link SiwxApi} (the sign-in chunk, loaded by the first sign-in action). */
export function createSiwxApi(context: LatchContext): SiwxApi {
  return {
    signIn: () => signIn(context),
    cancelSignIn: () => cancelSignIn(context),
    signOut: () => signOut(context),
  }
}
