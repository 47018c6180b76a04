import { expect, test } from 'vitest'
import type { ChainAdapter } from '../../adapter/types.js'
import { mainnet } from '../../networks/mainnet.js'
import { anvil } from '../../testing/localNetworks.js'
import { getSwapSourceKind } from './getSwapSourceKind.js'

const withSource = { hasSwapSource: () => true } as unknown as ChainAdapter
const withoutSource = { hasSwapSource: () => false } as unknown as ChainAdapter
const api = { projectId: 'p1', apiUrl: undefined, remoteFeatures: undefined }
const swapsOn = { swaps: ['1inch'] as const }

test("prefers the adapter's own source, unless the integrator turned swaps off", () => {
  const base = { remoteFeatures: swapsOn, adapter: withSource, caipNetwork: anvil }
  expect(getSwapSourceKind({ ...base, options: api })).toBe('adapter')
  expect(
    getSwapSourceKind({ ...base, options: { ...api, remoteFeatures: { swaps: false } } }),
  ).toBe(undefined)
})

test('uses the Blockchain API on spec §9 swap networks only, with an API and swaps on', () => {
  const base = { remoteFeatures: swapsOn, adapter: withoutSource }
  expect(getSwapSourceKind({ ...base, options: api, caipNetwork: mainnet })).toBe('api')
  expect(getSwapSourceKind({ ...base, options: api, caipNetwork: anvil })).toBe(undefined)
  expect(
    getSwapSourceKind({
      ...base,
      options: { ...api, projectId: undefined },
      caipNetwork: mainnet,
    }),
  ).toBe(undefined)
  expect(
    getSwapSourceKind({
      ...base,
      remoteFeatures: { swaps: false },
      options: api,
      caipNetwork: mainnet,
    }),
  ).toBe(undefined)
  expect(getSwapSourceKind({ ...base, options: api, caipNetwork: undefined })).toBe(undefined)
})

test("a project whose fetched config turned swaps off hides the adapter's source too (spec §5); without a project id it needs no cloud", () => {
  const base = { adapter: withSource, caipNetwork: anvil }
  expect(getSwapSourceKind({ ...base, options: api, remoteFeatures: { swaps: false } })).toBe(
    undefined,
  )
  const local = { projectId: undefined, apiUrl: undefined, remoteFeatures: undefined }
  expect(getSwapSourceKind({ ...base, options: local, remoteFeatures: { swaps: false } })).toBe(
    'adapter',
  )
})
