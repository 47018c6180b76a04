import * as z from 'zod'
import { WRAPPED_SHARE_BYTES } from './protectRecovery.js'
import { assertionResponseSchema } from './verifyPasskeyAssertion.js'
import { registrationResponseSchema } from './verifyPasskeyRegistration.js'

const origin = z.string().max(2048)
const challengeId = z.uuid()

/**
 * `POST /v1/passkeys/login/options`: the project and the host page origin (`projectId` is checked
 * apart, to answer `invalid_project_id`).
 */
export const loginOptionsSchema = z.object({ projectId: z.string(), origin })

/** `POST /v1/passkeys/register/options` and `…/recovery/options`: the host page origin. */
export const originSchema = z.object({ origin })

/** `POST /v1/passkeys/login/verify`: the challenge's id and the assertion. */
export const loginVerifySchema = z.object({ challengeId, response: assertionResponseSchema })

/** `POST /v1/passkeys/register/verify`: the challenge's id, the new credential and `prf`. */
export const registerVerifySchema = z.object({
  challengeId,
  response: registrationResponseSchema,
  prf: z.boolean(),
})

/** `POST /v1/passkeys/recovery/confirm`: the assertion and W (base64, 61 to 128 bytes). */
export const confirmSchema = z.object({
  challengeId,
  response: assertionResponseSchema,
  wrappedShare: z
    .base64()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine(
      (bytes) => bytes.length >= WRAPPED_SHARE_BYTES.min && bytes.length <= WRAPPED_SHARE_BYTES.max,
      'wrong size',
    ),
})
