import { afterEach, expect, it, vi } from 'vitest'
import { createSafeAppFrame, testSafeInfo } from '../testing/createSafeAppFrame.js'
import { createSafeAppProvider } from './createSafeAppProvider.js'
import { detectSafeApp } from './detectSafeApp.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

it('is the Safe: accounts without a request, its chain, reads sent to the Safe{Wallet} as rpcCall', async () => {
  const rpcCalls: unknown[] = []
  const frame = createSafeAppFrame({
    answers: {
      getSafeInfo: () => testSafeInfo,
      rpcCall: (payload) => {
        rpcCalls.push(payload)
        return '0x2a'
      },
    },
  })
  vi.stubGlobal('window', frame.window)
  const safeApp = await detectSafeApp()
  if (!safeApp) throw new Error('No Safe detected')
  const provider = createSafeAppProvider(safeApp)
  const safeAddress = testSafeInfo.safeAddress as `0x${string}`
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([safeAddress])
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([safeAddress])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  expect(
    await provider.request({ method: 'eth_getBalance', params: [safeAddress, 'latest'] }),
  ).toBe('0x2a')
  expect(rpcCalls).toEqual([
    { call: 'eth_getBalance', params: [safeAddress.toLowerCase(), 'latest'] },
  ])
})
