import type { Sql } from '../db/createSql.js'
import { readDeviceRefusal, recordDeviceWrongCode } from '../devices/knownDevice.js'
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
 * With `knownDevice` (the thumbprint of a known device's key the request proved), the address's
 * cool-down and wrong codes neither refuse nor count: the device's own do (`readDeviceRefusal`,
 * `recordDeviceWrongCode`). The code's own 5 attempts hold either way.
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
    /** The RFC 7638 thumbprint of a known device's key this request proved, if any. */
    knownDevice?: string
  },
): Promise<CheckAddressLoginCodeReturnType> {
  const { secret, email, projectId, code, now, limits, knownDevice } = parameters
  const device = knownDevice && {
    jkt: knownDevice,
    now,
    windowSeconds: limits.failedVerificationsWindowSeconds,
  }
  return sql.begin(async (transaction): Promise<CheckAddressLoginCodeReturnType> => {
    const [user] = await transaction<{ id: string; email: string }[]>`
      select id, email from users where email = ${email}`
    if (!user) return { user, check: { status: 'expired' } }
    await lockAddress(transaction, email)
    const refusal = device
      ? await readDeviceRefusal(transaction, device)
      : await readAddressBackoff(transaction, { email, now, limits })
    if (refusal) return { user, check: { status: 'refused', refusal } }
    const check = await checkLoginCode(transaction, {
      secret,
      userId: user.id,
      projectId,
      code,
      now,
    })
    if (check.status === 'invalid') {
      if (device) await recordDeviceWrongCode(transaction, device)
      else await recordWrongCode(transaction, { email, now, limits })
    }
    return { user, check }
  })
}
