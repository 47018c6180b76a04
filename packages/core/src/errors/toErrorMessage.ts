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
 * The {@link Message} that tells a user about a failure, so every locale shows it
 * translated: a {@link LatchError}'s own `userMessage` (an adapter's `walletError.*` key, e.g. 'The
 * wallet sent an invalid chain id'), else the catalogue key of its short message when that is a
 * Text (`'Chain is not supported'` → `error.chainNotSupported`), else 'Unknown error'
 * (`error.unknownError`), as for anything but a `LatchError`: stores never hold English (debug
 * mode's alert toast shows the error's own words to the integrator).
 *
 * @param error - What a flow caught.
 * @returns A message key and its values, for a toast or a view's error line.
 */
export function toErrorMessage(error: unknown): Message {
  if (!(error instanceof LatchError)) return { key: 'error.unknownError' }
  return error.userMessage ?? catalogued.get(error.shortMessage) ?? { key: 'error.unknownError' }
}
