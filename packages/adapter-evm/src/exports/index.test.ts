import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import * as exports from './index.ts'

type OutputChunk = Rolldown.OutputChunk

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

/** The package entry's production bundle (as bench/size builds it): startup and lazy modules. */
async function bundleEntry() {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('./index.ts', import.meta.url)),
        external: [/^@latch\//],
        preserveEntrySignatures: 'strict',
      },
    },
  })
  const chunks = [built]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file): file is OutputChunk => file.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const staticGraph = (chunk: OutputChunk): OutputChunk[] => [
    chunk,
    ...chunk.imports.flatMap((file) => {
      const imported = byFile.get(file)
      return imported ? staticGraph(imported) : []
    }),
  ]
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The build has no entry chunk')
  const startup = staticGraph(entry).flatMap((chunk) => chunk.moduleIds)
  // Each dynamic import's modules, with what it shares with others but not with startup.
  const lazyImports = entry.dynamicImports.map((file) => {
    const imported = byFile.get(file)
    return imported
      ? staticGraph(imported)
          .flatMap((chunk) => chunk.moduleIds)
          .filter((id) => !startup.includes(id))
      : []
  })
  return { entry, startup, lazyImports }
}

describe('the production bundle of the package entry (issue 6 size target)', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>
  beforeAll(async () => {
    bundle = await bundleEntry()
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
