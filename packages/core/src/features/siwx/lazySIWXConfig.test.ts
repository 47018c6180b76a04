import { describe, expect, it, vi } from 'vitest'
import { lazySIWXConfig, type SIWXSessionsApi } from './lazySIWXConfig.js'
import type { SIWXSession } from './types.js'

const session: SIWXSession = {
  data: {
    accountAddress: '0xabc',
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: '2026-11-28T00:00:00Z',
  },
  message: 'text',
  signature: '0x',
}

function fakeApi(): SIWXSessionsApi {
  return {
    createMessage: vi.fn(async (input) => ({ ...session.data, ...input, toString: () => 'text' })),
    addSession: vi.fn(async () => {}),
    revokeSession: vi.fn(async () => {}),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async () => [session]),
  }
}

describe('lazySIWXConfig (issue 27: sign-in code loads on first use)', () => {
  it('loads nothing until a method is called; getRequired answers at once', () => {
    const load = vi.fn(async () => fakeApi())
    const config = lazySIWXConfig(load, () => true)
    expect(config.getRequired?.()).toBe(true)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads once for concurrent calls and passes every argument through', async () => {
    const api = fakeApi()
    const load = vi.fn(async () => api)
    const config = lazySIWXConfig(load, () => false)
    const input = { accountAddress: '0xdef', chainId: 'eip155:1' } as const
    const [message, sessions] = await Promise.all([
      config.createMessage(input),
      config.getSessions('eip155:1', '0xabc'),
      config.addSession(session),
      config.revokeSession('eip155:1', '0xabc'),
      config.setSessions([session]),
    ])
    expect(load).toHaveBeenCalledTimes(1)
    expect(message.toString()).toBe('text')
    expect(message.accountAddress).toBe('0xdef')
    expect(sessions).toEqual([session])
    expect(api.createMessage).toHaveBeenCalledWith(input)
    expect(api.getSessions).toHaveBeenCalledWith('eip155:1', '0xabc')
    expect(api.addSession).toHaveBeenCalledWith(session)
    expect(api.revokeSession).toHaveBeenCalledWith('eip155:1', '0xabc')
    expect(api.setSessions).toHaveBeenCalledWith([session])
  })

  it("rejects with the load's error, then tries loading again", async () => {
    const load = vi
      .fn<() => Promise<SIWXSessionsApi>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(fakeApi())
    const config = lazySIWXConfig(load, () => false)
    await expect(config.getSessions('eip155:1', '0xabc')).rejects.toThrow('chunk failed')
    await expect(config.getSessions('eip155:1', '0xabc')).resolves.toEqual([session])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('rejects with the loaded method’s error', async () => {
    const api = fakeApi()
    vi.mocked(api.addSession).mockRejectedValue(new Error('Invalid SIWX session'))
    const config = lazySIWXConfig(
      async () => api,
      () => false,
    )
    await expect(config.addSession(session)).rejects.toThrow('Invalid SIWX session')
  })
})
