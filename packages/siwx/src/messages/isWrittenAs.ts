import type { SIWXMessageData } from '@latch/core'
import type { SIWXVerifier } from '../verifiers/types.js'

/**
 * Whether `verifier` writes `data` as exactly `text`. Data it cannot write (its `formatMessage`
 * throws) is not written as any text.
 */
export function isWrittenAs(
  verifier: SIWXVerifier | undefined,
  data: SIWXMessageData,
  text: string,
): boolean {
  try {
    return verifier?.formatMessage(data) === text
  } catch {
    return false
  }
}
