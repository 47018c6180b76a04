import { stripInvisible } from '@latch/core/internal'
import * as z from 'zod/mini'

/** The longest token name kept, in code points. */
export const MAX_NAME_LENGTH = 64
/** The longest token symbol kept, in code points. */
export const MAX_SYMBOL_LENGTH = 16

/**
 * Untrusted display text (a Token-2022 metadata name or symbol, set by whoever made the mint):
 * invisible and control characters removed (`stripInvisible`), trimmed, cut to `max` code points.
 * Shown as text, never HTML.
 * @param max - The most code points kept.
 */
export function plainText(max: number) {
  return z.pipe(
    z.string().check(z.maxLength(10_000)),
    z.transform((text: string) => Array.from(stripInvisible(text).trim()).slice(0, max).join('')),
  )
}
