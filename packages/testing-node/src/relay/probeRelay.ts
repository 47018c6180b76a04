import { WebSocket } from 'ws'

/**
 * Checks whether a WalletConnect relay answers at `url`: opens a WebSocket, sends
 * `irn_fetchMessages` for an unused topic and waits for a JSON-RPC answer with the same id.
 *
 * @param url - The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`.
 * @param timeout - How long to wait for the connection and the answer, in milliseconds.
 * Defaults to `1_000`.
 * @returns `true` if an answer came in time; `false` on any failure, never throws.
 *
 * @example
 * if (await probeRelay('ws://127.0.0.1:8787')) console.log('a relay is running')
 */
export function probeRelay(url: string, timeout = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const id = Date.now()
    const socket = new WebSocket(url)
    const finish = (answered: boolean) => {
      clearTimeout(timer)
      socket.removeAllListeners()
      socket.on('error', () => {})
      socket.terminate()
      resolve(answered)
    }
    const timer = setTimeout(() => finish(false), timeout)
    socket.on('error', () => finish(false))
    socket.on('open', () => {
      const params = { topic: `latch-relay-probe-${id}` }
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_fetchMessages', params }))
    })
    socket.on('message', (data) => {
      try {
        const answer = JSON.parse(String(data))
        if (answer?.id === id && answer.jsonrpc === '2.0') finish(true)
      } catch {
        // Not JSON: keep waiting until the timeout.
      }
    })
  })
}
