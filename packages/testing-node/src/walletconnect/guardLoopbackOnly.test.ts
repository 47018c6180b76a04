import { once } from 'node:events'
import { createServer, get } from 'node:http'
import { connect, Socket } from 'node:net'
import { expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { guardLoopbackOnly } from './guardLoopbackOnly.ts'

test('blocks and records fetch and sockets to other hosts, lets loopback through', async () => {
  const server = createServer((_request, response) => response.end('local'))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  const originalFetch = globalThis.fetch
  const originalConnect = Socket.prototype.connect
  const guard = guardLoopbackOnly()
  try {
    await expect(fetch('https://pulse.walletconnect.org/batch')).rejects.toThrow(
      'fetch to https://pulse.walletconnect.org/batch blocked: only loopback hosts are allowed',
    )
    const request = get('http://verify.walletconnect.org/attestation')
    const [error] = await once(request, 'error')
    expect(error.message).toBe(
      'connection to verify.walletconnect.org:80 blocked: only loopback hosts are allowed',
    )
    const socket = new WebSocket('wss://relay.walletconnect.org')
    await once(socket, 'error')
    const raw = connect(443, '1.1.1.1')
    await once(raw, 'error')

    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local')
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('local')
    expect(guard.blocked).toEqual([
      'https://pulse.walletconnect.org/batch',
      'verify.walletconnect.org:80',
      'relay.walletconnect.org:443',
      '1.1.1.1:443',
    ])
  } finally {
    guard.restore()
    server.close()
  }
  expect(globalThis.fetch).toBe(originalFetch)
  expect(Socket.prototype.connect).toBe(originalConnect)
})
