import { gzipSync } from 'node:zlib'

/** Gzipped size in bytes at level 9, as `@size-limit/file` measures. */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length
}
