import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkOptionsPage, citations, optionKeys } from './checkDocs.ts'

const keys = {
  LatchOptions: ['networks', 'projectId'],
  Features: ['send'],
  RemoteFeatures: ['email'],
}

describe('checkOptionsPage', () => {
  it('passes a page with a heading per option and every feature named', () => {
    const page = '### `networks`\n\n### `projectId`\n\n`features.send` and `remoteFeatures.email`\n'
    expect(checkOptionsPage(page, keys)).toEqual([])
  })

  it('names a missing option, a stale heading and missing or unknown feature keys', () => {
    const page = '### `networks`\n\n### `oldOption`\n\n`features.gone`\n'
    expect(checkOptionsPage(page, keys)).toEqual([
      'options.md: option `projectId` is not documented',
      'options.md: `oldOption` is documented but is not a key of LatchOptions',
      'options.md: `features.send` is not documented',
      'options.md: `features.gone` is documented but does not exist',
      'options.md: `remoteFeatures.email` is not documented',
    ])
  })

  it('the real options page documents every key of LatchOptions, Features and RemoteFeatures', () => {
    const page = readFileSync(new URL('../guide/options.md', import.meta.url), 'utf8')
    const real = optionKeys()
    expect(real.LatchOptions).toContain('networks')
    expect(real.LatchOptions).toContain('customRpcUrls')
    expect(real.Features).toContain('walletFeaturesOrder')
    expect(checkOptionsPage(page, real)).toEqual([])
  }, 60_000)
})

describe('citations', () => {
  it('finds spec and design sections and issue numbers, nothing else', () => {
    expect(
      citations('as spec §5 says, see DESIGN.md § 2 and issue 33; EIP-1193 §4 is fine'),
    ).toEqual(['spec §5', 'DESIGN.md §', 'issue 33'])
    expect(citations('an issue with the wallet')).toEqual([])
  })
})
