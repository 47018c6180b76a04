import type { ApiClient } from '../../api/createApiClient.js'
import { LatchError } from '../../errors/base.js'
import { hasWalletImageSignature, readWalletImageType } from './walletImageTypes.js'

/**
 * The largest wallet image taken from the hosted registry (bytes); registry icons are ~10–50 kB.
 * Here rather than in `constants.ts`, so the lazy image chunk shares no module with startup.
 */
export const WALLET_IMAGE_MAX_BYTES = 256 * 1024

/** The error `fetchWalletImage` throws for an answer that is not a usable image. */
export const notAnImageMessage = 'The API sent an invalid image'

/** The error `fetchWalletImage` throws, before any request, for an image id it will not send. */
export const invalidImageIdMessage = 'The wallet image id is invalid'

/**
 * A registry `image_id` (the explorer's are UUIDs): letters, digits, `_`, `-` and `.`, not
 * starting with `.`, so the id is one plain path segment (`.`/`..` would climb out of
 * `getWalletImage/`; `/`, `?`, `#` and `%` never reach the URL).
 */
const imageIdPattern = /^[\w-][\w.-]{0,255}$/

/**
 * Fetches a hosted-registry wallet's image (`GET getWalletImage/{imageId}`, the WalletConnect
 * explorer's path) with the registry's query parameters and headers (`x-project-id`,
 * `x-sdk-type`, `x-sdk-version`: images are fetched as the registry is). The answer is
 * untrusted, and becomes a `blob:` URL of the host page's origin: its media type must be exactly
 * one of `walletImageTypes` (PNG, JPEG, WebP, GIF, AVIF; never SVG, which could run script there),
 * its body must start with that format's signature, and it may hold at most
 * {@link WALLET_IMAGE_MAX_BYTES} bytes, read as a stream so a larger one is cut off rather than
 * downloaded.
 *
 * @param imageId - The registry's `image_id` for the wallet: letters, digits, `_`, `-`, `.`, at
 *   most 256, not starting with `.`.
 * @param init.signal - Aborts the request.
 * @returns The image's bytes, typed with the canonical allowed media type (never the server's
 *   header text), for `URL.createObjectURL`.
 * @throws {LatchError} 'The wallet image id is invalid' (nothing is fetched) for another id;
 *   'The API sent an invalid image' when the answer's type is not allowed, its bytes are not of
 *   that type, it is empty or larger than {@link WALLET_IMAGE_MAX_BYTES}; otherwise as
 *   {@link ApiClient.get} (`HTTP status code: {status}`, 'The request timed out' after 10 s, the
 *   `signal`'s reason).
 */
export async function fetchWalletImage(
  api: ApiClient,
  imageId: string,
  init: { signal?: AbortSignal | undefined } = {},
): Promise<Blob> {
  // A plain RegExp, not zod: importing zod here split zod off core's startup chunk (+0.37 kB gzip).
  if (typeof imageId !== 'string' || !imageIdPattern.test(imageId)) {
    throw new LatchError(invalidImageIdMessage, { details: `getWalletImage ${imageId.length}` })
  }
  return api.getResponse(
    `getWalletImage/${encodeURIComponent(imageId)}`,
    async (response) => {
      const type = readWalletImageType(response.headers.get('content-type'))
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (!type || declared > WALLET_IMAGE_MAX_BYTES || !response.body) {
        await response.body?.cancel().catch(() => {})
        throw new LatchError(notAnImageMessage, { details: 'getWalletImage type' })
      }
      const chunks: Uint8Array[] = []
      let size = 0
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > WALLET_IMAGE_MAX_BYTES) {
          await reader.cancel().catch(() => {})
          throw new LatchError(notAnImageMessage, { details: `getWalletImage over ${size} bytes` })
        }
        chunks.push(value)
      }
      const bytes = new Uint8Array(size)
      let offset = 0
      for (const chunk of chunks) {
        bytes.set(chunk, offset)
        offset += chunk.byteLength
      }
      if (!hasWalletImageSignature(type, bytes)) {
        throw new LatchError(notAnImageMessage, { details: `getWalletImage not ${type}` })
      }
      return new Blob([bytes], { type })
    },
    init,
  )
}
