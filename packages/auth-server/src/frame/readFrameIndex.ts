import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Reads the built frame's `index.html` from `frameDir` (read at each request, so a rebuild needs
 * no restart).
 *
 * @returns The page, or `undefined` when the frame is not built.
 */
export function readFrameIndex(frameDir: string): Promise<string | undefined> {
  return readFile(join(frameDir, 'index.html'), 'utf8').catch(() => undefined)
}

/**
 * Reads the built approval window's `approve.html` from `frameDir` (at each request).
 *
 * @returns The page, or `undefined` when the frame is not built.
 */
export function readApprovalWindowPage(frameDir: string): Promise<string | undefined> {
  return readFile(join(frameDir, 'approve.html'), 'utf8').catch(() => undefined)
}

/**
 * Reads the built social login result page's `social.html` from `frameDir` (at each request): the
 * page a social login's popup ends on.
 *
 * @returns The page, or `undefined` when the frame is not built.
 */
export function readSocialResultPage(frameDir: string): Promise<string | undefined> {
  return readFile(join(frameDir, 'social.html'), 'utf8').catch(() => undefined)
}
