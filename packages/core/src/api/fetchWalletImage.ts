import { LatchError } from '../errors/base.js'
import type { ApiClient } from './createApiClient.js'

/**
 * The largest wallet image taken from the hosted registry (bytes); registry icons are ~10–50 kB.
 * Here rather than in `constants.ts`, so the lazy image chunk shares no module with startup.
 */
export const WALLET_IMAGE_MAX_BYTES = 256 * 1024

/** The error `fetchWalletImage` throws for an answer that is not a usable image. */
export const notAnImageMessage = 'The API sent an invalid image'

/**
 * Fetches a hosted-registry wallet's image (`GET getWalletImage/{imageId}`, the WalletConnect
 * explorer's path) with the registry's query parameters and headers (`x-project-id`,
 * `x-sdk-type`, `x-sdk-version`: spec §7, images are fetched as the registry is). The answer is
 * untrusted: it must say `image/*` and hold at most {@link WALLET_IMAGE_MAX_BYTES} bytes, read as
 * a stream so a larger one is cut off rather than downloaded.
 *
 * @param imageId - The registry's `image_id` for the wallet (percent-encoded into the path).
 * @returns The image's bytes, typed with the answer's media type (for `URL.createObjectURL`).
 * @throws {LatchError} 'The API sent an invalid image' when the answer is not `image/*`, is empty
 *   or is larger than {@link WALLET_IMAGE_MAX_BYTES}; otherwise as {@link ApiClient.get}
 *   (`HTTP status code: {status}`, 'The request timed out' after 10 s, the `signal`'s reason).
 */
export async function fetchWalletImage(
  api: ApiClient,
  imageId: string,
  init: { signal?: AbortSignal | undefined } = {},
): Promise<Blob> {
  return api.getResponse(
    `getWalletImage/${encodeURIComponent(imageId)}`,
    async (response) => {
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (!type?.startsWith('image/') || declared > WALLET_IMAGE_MAX_BYTES || !response.body) {
        await response.body?.cancel().catch(() => {})
        throw new LatchError(notAnImageMessage, { details: `getWalletImage ${type || 'untyped'}` })
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
      if (size === 0) throw new LatchError(notAnImageMessage, { details: 'getWalletImage empty' })
      return new Blob(chunks as BlobPart[], { type })
    },
    init,
  )
}
