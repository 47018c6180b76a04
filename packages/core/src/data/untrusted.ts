import * as z from 'zod/mini'

// The lazy chunks' own copies of `stripInvisible` and `isSafeImageUrl` (the tests hold them to the
// originals): importing the originals, which startup code also imports, made the app's build split
// each into a startup chunk of its own (about 130 B gzip of per-file overhead each).
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2028\u2029\ufff9-\ufffb\u2800]/gu

/** `text` without control, invisible and format characters (as `stripInvisible`). */
export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/** Whether `url` is `http(s):` or `data:image/` (as `isSafeImageUrl`). */
export function isHttpOrDataImage(url: string): boolean {
  return (
    /^data:image\//i.test(url) || (URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))
  )
}

/**
 * Untrusted display text (token names, symbols, NFT names): at most `max` characters after
 * invisible and control characters are removed. Rendered as text, never HTML.
 */
export function untrustedText(max: number) {
  return z.pipe(
    z.string().check(z.maxLength(10_000)),
    z.transform((value: string) => removeInvisible(value).trim().slice(0, max)),
  )
}

/** An image URL kept only when it is `http(s):` or `data:image/`; anything else becomes `undefined`. */
export const untrustedImageUrl = z.pipe(
  z.optional(z.nullable(z.string().check(z.maxLength(200_000)))),
  z.transform((value: string | null | undefined) =>
    value && isHttpOrDataImage(value) ? value : undefined,
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
