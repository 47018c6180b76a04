/**
 * The page's `localStorage`, or `undefined` where reading it throws (a sandboxed frame, blocked
 * cookies): the dev wallets then keep their state in memory, as a wallet would without storage.
 */
export function pageStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
