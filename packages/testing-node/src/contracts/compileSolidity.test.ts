import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileSolidity } from './compileSolidity.ts'

const dir = mkdtempSync(join(tmpdir(), 'latch-solc-'))
writeFileSync(
  join(dir, 'A.sol'),
  'pragma solidity ^0.8.0; import "lib/B.sol"; contract A is B { function f() external pure returns (uint256) { return 7; } }',
)
writeFileSync(join(dir, 'Bad.sol'), 'pragma solidity ^0.8.0; contract Bad { nope }')
const folder = pathToFileURL(`${dir}/`)
const settings = { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 } }
const findImports = (path: string) =>
  path === 'lib/B.sol' ? { contents: 'pragma solidity ^0.8.0; contract B {}' } : { error: 'nope' }

describe('compileSolidity', () => {
  it('compiles the sources, resolving imports through the callback', () => {
    const { A } = compileSolidity({
      folder,
      sources: ['A.sol'],
      contracts: { A: 'A.sol' },
      settings,
      findImports,
    })
    expect(A.abi).toEqual([
      expect.objectContaining({ type: 'function', name: 'f', stateMutability: 'pure' }),
    ])
    expect(A.bytecode).toMatch(/^0x[0-9a-f]{40,}$/)
    expect(A.deployedBytecode).toMatch(/^0x[0-9a-f]{40,}$/)
  })

  it('applies the settings (no metadata hash: the runtime code has no CBOR ipfs entry)', () => {
    const withHash = compileSolidity({
      folder,
      sources: ['A.sol'],
      contracts: { A: 'A.sol' },
      settings,
      findImports,
    }).A
    const without = compileSolidity({
      folder,
      sources: ['A.sol'],
      contracts: { A: 'A.sol' },
      settings: { ...settings, metadata: { bytecodeHash: 'none' } },
      findImports,
    }).A
    // 'ipfs' in CBOR: 0x64 'i' 'p' 'f' 's'
    expect(withHash.deployedBytecode).toContain('6469706673')
    expect(without.deployedBytecode).not.toContain('6469706673')
  })

  it("throws 'solc: <errors>' when a source does not compile or an import is missing", () => {
    expect(() =>
      compileSolidity({ folder, sources: ['Bad.sol'], contracts: { Bad: 'Bad.sol' }, settings }),
    ).toThrow(/^solc: .*ParserError/s)
    expect(() =>
      compileSolidity({ folder, sources: ['A.sol'], contracts: { A: 'A.sol' }, settings }),
    ).toThrow(/^solc: .*lib\/B\.sol/s)
  })

  it("throws 'solc: no contract <name>' when a contract is not in its file", () => {
    expect(() =>
      compileSolidity({
        folder,
        sources: ['A.sol'],
        contracts: { C: 'A.sol' },
        settings,
        findImports,
      }),
    ).toThrow('solc: no contract C')
  })
})
