import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findBudgetProblems, parseLimit, readSizeBudgets } from './sizeBudgets.ts'

// The size budgets' ratchet (issue 27: budgets only ever go down). Each line is the highest limit
// a check of .size-limit.cjs may have. A reviewer changes a line on purpose: down when a budget is
// lowered (so it cannot go back up), up only for a raise they agreed to. One line per check.
const BUDGETS: Record<string, string> = {
  '@latch/core': '33.65 kB',
  '@latch/react (without @latch/core)': '7.5 kB',
  '@latch/adapter-evm (startup: discovery; @wagmi/core lazy)': '4.55 kB',
  '@latch/adapter-solana (startup: Wallet Standard discovery; @solana/kit lazy)': '4.15 kB',
  '@latch/adapter-bitcoin (startup)': '10.2 kB',
  '@latch/siwx (viem lazy)': '4.35 kB',
  '@latch/html (without React and @latch/*)': '1.15 kB',
  '@latch/walletconnect (lazy; with @noble/*, @scure/base, valibot)': '30.85 kB',
  '@latch/walletconnect (lazy; with @noble/*, @scure/base; valibot shared with core)': '29.2 kB',
  'Latch startup (core + react + adapter-evm)': '45.65 kB',
}

const CONSTANTS_FILE = 'scripts/sizeBudgets.test.ts'
const configPath = fileURLToPath(new URL('../.size-limit.cjs', import.meta.url))

describe('size budgets only go down (issue 27)', () => {
  it('no budget of .size-limit.cjs is above its reviewed constant, and every one has one', () => {
    const problems = findBudgetProblems(readSizeBudgets(configPath), BUDGETS, CONSTANTS_FILE)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('reads every check of .size-limit.cjs without its built manifests', () => {
    const budgets = readSizeBudgets(configPath)
    expect(budgets.length).toBeGreaterThan(0)
    for (const budget of budgets) expect(parseLimit(budget.limit)).toBeGreaterThan(0)
  })
})

describe('findBudgetProblems', () => {
  const ceilings = { core: '43.55 kB', startup: '65.4 kB' }

  it('accepts budgets at or below their constants (lowering is allowed)', () => {
    const budgets = [
      { name: 'core', limit: '43.55 kB' },
      { name: 'startup', limit: '60 kB' },
    ]
    expect(findBudgetProblems(budgets, ceilings, CONSTANTS_FILE)).toEqual([])
  })

  it('refuses a raise, telling the reviewer what to do', () => {
    const budgets = [
      { name: 'core', limit: '43.56 kB' },
      { name: 'startup', limit: '65.4 kB' },
    ]
    expect(findBudgetProblems(budgets, ceilings, CONSTANTS_FILE)).toEqual([
      'Size budget "core" was raised from 43.55 kB to 43.56 kB. Budgets only go down: find the bytes elsewhere. If a reviewer agrees to the raise, change its constant in scripts/sizeBudgets.test.ts on purpose, with the reason in .size-limit.cjs. (Lowering a budget is fine: lower its constant too, so it cannot go back up.)',
    ])
  })

  it('compares across units', () => {
    const problems = findBudgetProblems(
      [
        { name: 'core', limit: '0.04 MB' },
        { name: 'startup', limit: '65401 B' },
      ],
      ceilings,
      CONSTANTS_FILE,
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('"startup" was raised from 65.4 kB to 65401 B')
  })

  it('refuses a budget added without a constant, a stale constant and a repeated name', () => {
    const budgets = [
      { name: 'core', limit: '43 kB' },
      { name: 'core', limit: '43 kB' },
      { name: 'siwx', limit: '10.6 kB' },
    ]
    expect(findBudgetProblems(budgets, ceilings, CONSTANTS_FILE)).toEqual([
      'Size budget "core" appears twice in .size-limit.cjs.',
      "Size budget \"siwx\" (10.6 kB) has no reviewed constant: add `'siwx': '10.6 kB',` to BUDGETS in scripts/sizeBudgets.test.ts. A new budget is reviewed like a raise.",
      'BUDGETS in scripts/sizeBudgets.test.ts names "startup", which .size-limit.cjs no longer has: remove its constant (or fix the renamed check\'s name).',
    ])
  })
})

describe('parseLimit', () => {
  it('reads B, kB and MB as size-limit writes them', () => {
    expect(parseLimit('43.55 kB')).toBeCloseTo(43_550)
    expect(parseLimit('1 MB')).toBe(1_000_000)
    expect(parseLimit('512 B')).toBe(512)
  })

  it('refuses what it cannot read', () => {
    expect(() => parseLimit('43 kilobytes')).toThrow(
      'Unreadable size budget "43 kilobytes": expected a number and B, kB or MB',
    )
  })
})

describe('readSizeBudgets', () => {
  it('gives each check its name and its limit as written', () => {
    const core = readSizeBudgets(configPath).find((budget) => budget.name === '@latch/core')
    expect(core?.limit).toMatch(/^\d+(\.\d+)? kB$/)
  })
})
