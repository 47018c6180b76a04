/**
 * The media types a hosted-registry wallet image may have: raster formats only. A registry image
 * becomes a `blob:` URL of the host page's origin, so an SVG (which runs script when opened as a
 * document, e.g. "Open image in new tab") or anything a browser would sniff as HTML must never
 * become one. Imported only by the lazy image chunk.
 */
export const walletImageTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const

/** One of {@link walletImageTypes}. */
export type WalletImageType = (typeof walletImageTypes)[number]

/**
 * Whether `type` is exactly one of {@link walletImageTypes} (the canonical lower-case string,
 * no parameters): the check made before a `Blob` becomes a `blob:` URL.
 *
 * @param type - A media type, e.g. a `Blob`'s `type`.
 */
export function isWalletImageType(type: string): type is WalletImageType {
  return (walletImageTypes as readonly string[]).includes(type)
}

/**
 * Reads a `content-type` header as a wallet image type: its media type (parameters dropped,
 * case-insensitive) must be exactly one of {@link walletImageTypes}.
 *
 * @param contentType - The answer's `content-type` header (`null` when it has none).
 * @returns The canonical type string from {@link walletImageTypes} (never the server's own
 *   text), or `undefined` for any other type: `image/svg+xml`, `text/html`, a non-ASCII byte.
 */
export function readWalletImageType(contentType: string | null): WalletImageType | undefined {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return walletImageTypes.find((allowed) => allowed === type)
}

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length &&
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0))

/** AVIF (ISO BMFF): a leading `ftyp` box whose major or a compatible brand is `avif` or `avis`. */
function isAvif(bytes: Uint8Array) {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 16) return false
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0)
  if (boxSize < 16 || boxSize > bytes.length) return false
  for (let offset = 8; offset + 4 <= boxSize; offset += offset === 8 ? 8 : 4) {
    if (ascii(bytes, offset, 'avif') || ascii(bytes, offset, 'avis')) return true
  }
  return false
}

const signatures: Record<WalletImageType, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => ascii(bytes, 0, '\x89PNG\r\n\x1a\n'),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/gif': (bytes) => ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'),
  'image/webp': (bytes) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP'),
  'image/avif': isAvif,
}

/**
 * Whether `bytes` start with the signature ("magic bytes") of `type`, so an answer that says
 * `image/png` but holds markup is refused.
 *
 * @param type - The declared type, from {@link readWalletImageType}.
 * @param bytes - The whole body (only its first bytes are read; AVIF reads its `ftyp` box).
 */
export function hasWalletImageSignature(type: WalletImageType, bytes: Uint8Array): boolean {
  return signatures[type](bytes)
}
