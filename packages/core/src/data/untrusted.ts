import * as z from 'zod/mini'
import { isSafeImageUrl } from '../format/isSafeImageUrl.js'
import { stripInvisible } from '../format/stripInvisible.js'

/**
 * Untrusted display text (token names, symbols, NFT names): at most `max` characters after
 * invisible and control characters are removed. Rendered as text, never HTML.
 */
export function untrustedText(max: number) {
  return z.pipe(
    z.string().check(z.maxLength(10_000)),
    z.transform((value: string) => stripInvisible(value).trim().slice(0, max)),
  )
}

/** An image URL kept only when it is `http(s):` or `data:image/`; anything else becomes `undefined`. */
export const untrustedImageUrl = z.pipe(
  z.optional(z.nullable(z.string().check(z.maxLength(200_000)))),
  z.transform((value: string | null | undefined) =>
    value && isSafeImageUrl(value) ? value : undefined,
  ),
)

/**
 * A string matching `pattern`. A refinement rather than `z.regex`: startup's schemas already use
 * `z.refine`, while `z.regex` would be code only this lazy chunk needs, yet land in the zod chunk
 * startup shares with it.
 */
export function matching(pattern: RegExp) {
  return z.string().check(z.refine((value: string) => pattern.test(value)))
}

/** A decimal amount as text ('12.5', '0', '1e-7' refused): what quantities look like on the wire. */
export const decimalText = matching(/^\d{1,78}(\.\d{1,78})?$/)

/** A finite number ≥ 0 (prices, fiat values), or `undefined` for anything else. */
export const optionalAmount = z.pipe(
  z.optional(z.nullable(z.unknown())),
  z.transform((value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined,
  ),
)
