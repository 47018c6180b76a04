import { beforeAll, describe, expect, it } from 'vitest'
import { bundleEntry } from '../../../../scripts/build/bundleEntry.ts'
import * as exports from './index.ts'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createEvmAdapter",
      "AdapterNotSetUpError",
      "ConnectorNotFoundError",
      "NoAccountError",
      "switchEthereumChain",
      "toViemChain",
    ]
  `)
})

describe('the production bundle of the package entry (issue 6 size target)', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>
  beforeAll(async () => {
    bundle = await bundleEntry(new URL('./index.ts', import.meta.url))
  })

  it('starts with EIP-6963 discovery (its own store), without @wagmi/core, viem clients or the Safe SDK', () => {
    expect(bundle.startup.some((id) => id.endsWith('/discovery/createAnnouncementStore.ts'))).toBe(
      true,
    )
    expect(bundle.startup.some((id) => id.includes('/mipd/'))).toBe(false)
    expect(
      bundle.startup.filter((id) => /\/@wagmi\/core\/|\/viem\/_esm\/clients\//.test(id)),
    ).toEqual([])
    expect(bundle.startup.filter((id) => /\/src\/runtime\/|\/@safe-global\//.test(id))).toEqual([])
  })

  it('loads the wallet runtime, the Safe detection and the Safe provider through one dynamic import each', () => {
    expect(bundle.lazyImports).toHaveLength(3)
    const importing = (entry: string) =>
      bundle.lazyImports.find((ids) => ids.some((id) => id.endsWith(entry))) ?? []
    const safeGlobalPackagesIn = (ids: string[]) =>
      [...new Set(ids.map((id) => /\/node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(id)?.[1]))].filter(
        (name) => name?.startsWith('@safe-global/'),
      )
    const runtime = importing('/src/runtime/index.ts')
    expect(runtime).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/runtime\/createEvmRuntime\.ts$/),
        expect.stringMatching(/\/@wagmi\/core\/dist\/esm\/createConfig\.js$/),
      ]),
    )
    expect(safeGlobalPackagesIn(runtime)).toEqual([])
    // A page in a frame loads the SDK's ES module build only, a few kB; the provider (CommonJS,
    // with the CommonJS build of viem) loads once the page is found inside a Safe.
    const detection = importing('/src/safe/detectSafeApp.ts')
    expect(safeGlobalPackagesIn(detection)).toEqual(['@safe-global/safe-apps-sdk'])
    expect(detection.filter((id) => id.includes('/viem/_cjs/'))).toEqual([])
    expect(safeGlobalPackagesIn(importing('/src/safe/createSafeAppProvider.ts'))).toContain(
      '@safe-global/safe-apps-provider',
    )
  })
})
