import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import * as exports from './index.ts'

type OutputChunk = Rolldown.OutputChunk

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createSolanaAdapter",
      "ConnectorNotFoundError",
      "InvalidWalletResponseError",
      "NoAccountError",
      "RpcUrlMissingError",
      "UserRejectedRequestError",
      "WalletFeatureNotSupportedError",
      "toWalletStandardChain",
    ]
  `)
})

/** The package entry's production bundle: the modules loaded at start-up and the lazy ones. */
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
  const lazy = entry.dynamicImports.flatMap((file) => {
    const imported = byFile.get(file)
    return imported ? staticGraph(imported).flatMap((chunk) => chunk.moduleIds) : []
  })
  return { startup, lazy }
}

describe('the production bundle of the package entry', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>
  beforeAll(async () => {
    bundle = await bundleEntry()
  })

  it('starts with Wallet Standard discovery only, without @solana/kit', () => {
    expect(bundle.startup.some((id) => id.includes('/@wallet-standard/app/'))).toBe(true)
    expect(bundle.startup.filter((id) => /\/@solana\/|\/@solana-program\//.test(id))).toEqual([])
    expect(bundle.startup.filter((id) => id.includes('/src/runtime/'))).toEqual([])
  })

  it('loads @solana/kit and the System Program in the lazy runtime', () => {
    expect(bundle.lazy).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/runtime\/solanaRuntime\.ts$/),
        expect.stringMatching(/\/@solana-program\/system\//),
        expect.stringMatching(/\/@solana\/rpc\//),
      ]),
    )
  })
})
