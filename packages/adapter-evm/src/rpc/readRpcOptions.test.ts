import type { HostedRpcOption, Logger } from '@latch/core'
import { describe, expect, test, vi } from 'vitest'
import { readRpcOptions, rpcSettingsOf } from './readRpcOptions.js'

const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> }
const hostedRpc: HostedRpcOption = {
  url: 'https://rpc.example.org/v1',
  networks: ['eip155:1', 'eip155:8453'],
}

describe('readRpcOptions', () => {
  test('nothing by default: no ranking, no hosted service, no warning', () => {
    const log = logger()
    expect(readRpcOptions(undefined, log)).toEqual({ ranking: false })
    expect(readRpcOptions({ projectId: 'p' }, log)).toEqual({ ranking: false })
    expect(log.warn).not.toHaveBeenCalled()
  })

  test('rpcRanking true turns ranking on; a non-boolean is warned about and ignored', () => {
    expect(readRpcOptions({ rpcRanking: true })).toEqual({ ranking: true })
    const log = logger()
    expect(readRpcOptions({ rpcRanking: 'yes' as unknown as boolean }, log)).toEqual({
      ranking: false,
    })
    expect(log.warn).toHaveBeenCalledWith('Invalid option `rpcRanking`: must be true or false')
  })

  test('hostedRpc with a projectId: the service for the listed networks', () => {
    expect(readRpcOptions({ hostedRpc, projectId: 'abc' })).toEqual({
      ranking: false,
      hosted: { url: hostedRpc.url, projectId: 'abc', networks: new Set(hostedRpc.networks) },
    })
  })

  test('hostedRpc without a projectId: ignored, with a warning', () => {
    const log = logger()
    expect(readRpcOptions({ hostedRpc, rpcRanking: true }, log)).toEqual({ ranking: true })
    expect(readRpcOptions({ hostedRpc, projectId: '' }, log)).toEqual({ ranking: false })
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn).toHaveBeenCalledWith(
      'The option `hostedRpc` needs a `projectId`: it is ignored',
    )
  })

  test.each([
    [null, 'Invalid option `hostedRpc`: must be an object such as `{ url, networks }`'],
    [
      { ...hostedRpc, url: 'javascript:alert(1)' },
      'Invalid option `hostedRpc.url`: must be an absolute http: or https: URL of at most 2048 characters',
    ],
    [
      { ...hostedRpc, url: `https://rpc.example.org/${'a'.repeat(2048)}` },
      'Invalid option `hostedRpc.url`: must be an absolute http: or https: URL of at most 2048 characters',
    ],
    [
      { ...hostedRpc, networks: 'eip155:1' },
      'Invalid option `hostedRpc.networks`: must be an array of CAIP-2 network ids',
    ],
    [
      { ...hostedRpc, networks: ['eip155:1&projectId=x'] },
      'Invalid option `hostedRpc.networks`: must be an array of CAIP-2 network ids',
    ],
  ])('an invalid hostedRpc (%j) is ignored with a warning', (value, message) => {
    const log = logger()
    expect(readRpcOptions({ hostedRpc: value as never, projectId: 'abc' }, log)).toEqual({
      ranking: false,
    })
    expect(log.warn).toHaveBeenCalledWith(`${message}; it is ignored`)
  })
})

describe('rpcSettingsOf', () => {
  test('reads the setup options once (one warning), nothing before setup', () => {
    const log = logger()
    const state: Parameters<typeof rpcSettingsOf>[0] = { logger: log }
    expect(rpcSettingsOf(state)).toBeUndefined()
    state.setup = { rpc: { hostedRpc } } as never
    expect(rpcSettingsOf(state)).toEqual({ ranking: false })
    expect(rpcSettingsOf(state)).toBe(state.rpc)
    expect(log.warn).toHaveBeenCalledTimes(1)
  })
})
