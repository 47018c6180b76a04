import { beforeAll, describe, expect, it } from 'vitest'
import { bundleEntry } from '../../../../scripts/build/bundleEntry.ts'
import * as exports from './index.ts'

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

describe('the production bundle of the package entry', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>
  beforeAll(async () => {
    bundle = await bundleEntry(new URL('./index.ts', import.meta.url))
  })

  it('starts with Wallet Standard discovery only, without @solana/kit', () => {
    expect(bundle.startup.some((id) => id.includes('/@wallet-standard/app/'))).toBe(true)
    expect(bundle.startup.filter((id) => /\/@solana\/|\/@solana-program\//.test(id))).toEqual([])
    expect(bundle.startup.filter((id) => id.includes('/src/runtime/'))).toEqual([])
  })

  it('loads @solana/kit and the System Program in the lazy runtime', () => {
    expect(bundle.lazyImports.flat()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/src\/runtime\/solanaRuntime\.ts$/),
        expect.stringMatching(/\/@solana-program\/system\//),
        expect.stringMatching(/\/@solana\/rpc\//),
      ]),
    )
  })
})
