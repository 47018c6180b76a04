import type { LatchContext } from '../../../client/context.js'
import { standardSocialNames } from '../../../rules/getSocialOptions.js'

/**
 * The display name of the social login `id`: a standard id's brand name (`'GitHub'`), else the
 * auth server's name for it once the frame told, else the id itself.
 */
export function socialName(context: LatchContext, id: string): string {
  const offered = context.stores.auth.getState().socialProviders
  return standardSocialNames[id] ?? offered?.find((option) => option.id === id)?.name ?? id
}
