import type { Sql } from '../db/createSql.js'
import {
  type AddressBackoffLimits,
  type AddressRefusal,
  lockAddress,
  readAddressBackoff,
  recordWrongCode,
} from '../rateLimit/addressBackoff.js'
import { type CheckLoginCodeReturnType, checkLoginCode } from './checkLoginCode.js'

/** The outcome of {@link checkAddressLoginCode}: the address's user, if any, and the check. */
export type CheckAddressLoginCodeReturnType = {
  user: { id: string; email: string } | undefined
  check: CheckLoginCodeReturnType | { status: 'refused'; refusal: AddressRefusal }
}

/**
 * Checks the code typed for an address and project, one address at a time (its advisory lock):
 * refused without looking at the code while the address cools down or is past its wrong codes of
 * the window (`readAddressBackoff`); a wrong code is counted and starts the next cool-down
 * (`recordWrongCode`). An address without a user answers `expired` (no code was ever sent).
 */
export async function checkAddressLoginCode(
  sql: Sql,
  parameters: {
    secret: Buffer
    email: string
    projectId: string
    code: string
    now: Date
    limits: AddressBackoffLimits
  },
): Promise<CheckAddressLoginCodeReturnType> {
  const { secret, email, projectId, code, now, limits } = parameters
  return sql.begin(async (transaction): Promise<CheckAddressLoginCodeReturnType> => {
    const [user] = await transaction<{ id: string; email: string }[]>`
      select id, email from users where email = ${email}`
    if (!user) return { user, check: { status: 'expired' } }
    await lockAddress(transaction, email)
    const refusal = await readAddressBackoff(transaction, { email, now, limits })
    if (refusal) return { user, check: { status: 'refused', refusal } }
    const check = await checkLoginCode(transaction, {
      secret,
      userId: user.id,
      projectId,
      code,
      now,
    })
    if (check.status === 'invalid') await recordWrongCode(transaction, { email, now, limits })
    return { user, check }
  })
}
