import type { Message } from '../state/types.js'
import { LatchError } from './base.js'
import { ErrorMessages } from './messages.js'

// The spec §8 texts a failed connect, network switch or view action can put before a user, as the
// catalogue keys every locale translates (stores hold keys, never English: DESIGN.md §3).
const catalogued: ReadonlyMap<string, Message> = new Map([
  [ErrorMessages.chainNotSupported, { key: 'error.chainNotSupported' }],
  [ErrorMessages.unsupportedChain, { key: 'error.unsupportedChain' }],
  [ErrorMessages.adapterNotFound, { key: 'error.adapterNotFound' }],
  [ErrorMessages.chainAdapterNotFound, { key: 'error.chainAdapterNotFound' }],
  [ErrorMessages.noActiveCaipAddress, { key: 'error.noActiveCaipAddress' }],
  [ErrorMessages.noActiveCaipNetwork, { key: 'error.noActiveCaipNetwork' }],
  [ErrorMessages.networkSwitchDisabled, { key: 'error.networkSwitchDisabled' }],
  [ErrorMessages.signatureDeclined, { key: 'error.signatureDeclined' }],
  [ErrorMessages.unknownError, { key: 'error.unknownError' }],
])

/**
 * The {@link Message} that tells a user about a failure (spec §8): a {@link LatchError} whose short
 * message is a spec §8 text becomes that text's catalogue key (`'Chain is not supported'` →
 * `error.chainNotSupported`), so every locale shows it translated; another `LatchError` keeps its
 * own short message (`toast.text`: an adapter's sentence about what the wallet did, e.g. 'The
 * wallet sent an invalid chain id'); anything else is 'Unknown error' (`error.unknownError`).
 *
 * @param error - What a flow caught.
 * @returns A message key and its values, for a toast or a view's error line.
 */
export function toErrorMessage(error: unknown): Message {
  if (!(error instanceof LatchError)) return { key: 'error.unknownError' }
  return (
    catalogued.get(error.shortMessage) ?? {
      key: 'toast.text',
      values: { text: error.shortMessage },
    }
  )
}
