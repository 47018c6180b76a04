import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findImportCycles, readImportGraph } from './findImportCycles.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('import cycles (DESIGN.md §1: flows are layered; issue 12)', () => {
  it('finds a cycle in a graph that has one, and none in a layered one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(findImportCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(findImportCycles(new Map([['self.ts', ['self.ts']]]))).toEqual([['self.ts']])
    expect(
      findImportCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('packages/*/src has none', () => {
    const packages = join(root, 'packages')
    const sources = readdirSync(packages).map((name) => join(packages, name, 'src'))
    const graph = readImportGraph(root, sources)
    expect(graph.size).toBeGreaterThan(200)
    expect(graph.get('packages/core/src/flows/modal.ts')).toContain(
      'packages/core/src/state/chainStateAccess.ts',
    )
    expect(findImportCycles(graph)).toEqual([])
  })
})
