import type { LatchContext } from '../client/context.js'
import { type AccountData, createAccountData } from './createAccountData.js'

/** The client's {@link AccountData}, made on first use (it lives in the lazy account-data chunk). */
export function getAccountData(context: LatchContext): AccountData {
  context.accountData ??= createAccountData(context.options)
  return context.accountData
}
