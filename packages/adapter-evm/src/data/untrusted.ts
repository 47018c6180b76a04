import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import * as z from 'zod/mini'

/** The longest image URL kept (an on-chain `data:image/svg+xml` included); longer ones are dropped. */
export const MAX_IMAGE_URL_LENGTH = 100_000

/**
 * Cleans text from a contract, an RPC node or a metadata URL for display as plain text: invisible
 * and control characters removed (`stripInvisible`), trimmed, cut to `max` code points.
 *
 * @param text - Untrusted text (a token name, an NFT name).
 * @param max - The most code points kept.
 * @returns The clean text; `''` when nothing visible is left.
 */
export function toPlainText(text: string, max: number): string {
  const visible = stripInvisible(text).trim()
  const points = Array.from(visible)
  return points.length > max ? points.slice(0, max).join('').trimEnd() : visible
}

/**
 * A zod schema reading untrusted text with {@link toPlainText}.
 *
 * @param max - The most code points kept.
 */
export function plainText(max: number) {
  return z.pipe(
    z.string(),
    z.transform((text: string) => toPlainText(text, max)),
  )
}

/**
 * Keeps an image URL only when it is safe to show: `http(s):` or `data:image/`, at most
 * {@link MAX_IMAGE_URL_LENGTH} characters (a `javascript:` or `ipfs:` URL, or a 1 MB one, is dropped).
 *
 * @param url - Untrusted URL.
 * @returns The URL, or `undefined`.
 */
export function toSafeImageUrl(url: string | undefined): string | undefined {
  const trimmed = url?.trim()
  if (!trimmed || trimmed.length > MAX_IMAGE_URL_LENGTH) return undefined
  return isSafeImageUrl(trimmed) ? trimmed : undefined
}
