import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import * as exports from './index.js'

type OutputChunk = Rolldown.OutputChunk

it('exports', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'createEvmAdapter',
    'switchEthereumChain',
    'toViemChain',
  ])
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
  const lazy = entry.dynamicImports.flatMap(
    (file) => byFile.get(file)?.moduleIds.filter((id) => !startup.includes(id)) ?? [],
  )
  return { entry, startup, lazy }
}

describe('the production bundle of the package entry (issue 6 size target)', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>
  beforeAll(async () => {
    bundle = await bundleEntry()
  })

  it('starts with EIP-6963 discovery (mipd), without @wagmi/core or viem clients', () => {
    expect(bundle.startup.some((id) => id.includes('/mipd/'))).toBe(true)
    expect(
      bundle.startup.filter((id) => /\/@wagmi\/core\/|\/viem\/_esm\/clients\//.test(id)),
    ).toEqual([])
    expect(bundle.startup.filter((id) => id.includes('/src/runtime/'))).toEqual([])
  })

  it('loads the wallet runtime, with @wagmi/core, through one dynamic import', () => {
    expect(bundle.entry.dynamicImports).toHaveLength(1)
    expect(bundle.lazy).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/runtime\/createEvmRuntime\.ts$/),
        expect.stringMatching(/\/@wagmi\/core\/dist\/esm\/createConfig\.js$/),
      ]),
    )
  })
})
