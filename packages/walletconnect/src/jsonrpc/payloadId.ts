let last = 0

/**
 * A JSON-RPC id as WalletConnect clients make them: the time in ms times 1000 plus three random
 * digits, strictly increasing within the page, so ids from one client never repeat and stay below
 * 2^53 until the year 2255.
 *
 * @returns A positive safe integer.
 */
export function payloadId(): number {
  const id = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  last = id > last ? id : last + 1
  return last
}
