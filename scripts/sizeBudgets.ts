import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'

/** One check of `.size-limit.cjs`: its name and its budget as written, e.g. `'43.55 kB'`. */
export type SizeBudget = { name: string; limit: string }

/** Bytes per unit of a size-limit budget (kB = 1000 bytes, as the bench and size-limit count). */
const UNITS: Record<string, number> = { B: 1, kB: 1000, KB: 1000, MB: 1_000_000 }

/**
 * The budget `limit` in bytes.
 *
 * @param limit - A size-limit budget: a number and a unit, `B`, `kB` (or `KB`) or `MB`, e.g. `'43.55 kB'`.
 * @throws {Error} `Unreadable size budget "LIMIT": expected a number and B, kB or MB`.
 */
export function parseLimit(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|kB|KB|MB)\s*$/.exec(limit)
  const unit = match?.[2] === undefined ? undefined : UNITS[match[2]]
  if (!match || unit === undefined) {
    throw new Error(`Unreadable size budget "${limit}": expected a number and B, kB or MB`)
  }
  return Number(match[1]) * unit
}

/**
 * Reads every check's name and limit from the size-limit config at `configPath`
 * (`.size-limit.cjs`). The config is run as the CommonJS module it is, in a sandbox whose
 * `node:fs` finds no file: its manifest reader (`startupFiles`, which needs `npm run size`'s
 * build) then sees an empty manifest, so the names and limits come out as size-limit sees them
 * without building anything.
 *
 * @throws {Error} `.size-limit.cjs may only require node:fs and node:path (it required NAME)`, or
 *   `.size-limit.cjs must export a list of { name, limit } checks` when a check has no string
 *   `name` or `limit`.
 */
export function readSizeBudgets(configPath: string): SizeBudget[] {
  const source = readFileSync(configPath, 'utf8')
  const noFile = () => '{}'
  const sandboxRequire = (id: string) => {
    if (id === 'node:fs' || id === 'fs') return { readFileSync: noFile }
    if (id === 'node:path' || id === 'path') return { join }
    throw new Error(`.size-limit.cjs may only require node:fs and node:path (it required ${id})`)
  }
  const module = { exports: {} as unknown }
  runInNewContext(source, {
    require: sandboxRequire,
    module,
    exports: module.exports,
    __dirname: join(configPath, '..'),
  })
  const checks = module.exports
  const isCheck = (check: unknown): check is SizeBudget =>
    typeof check === 'object' &&
    check !== null &&
    typeof (check as SizeBudget).name === 'string' &&
    typeof (check as SizeBudget).limit === 'string'
  if (!Array.isArray(checks) || !checks.every(isCheck)) {
    throw new Error('.size-limit.cjs must export a list of { name, limit } checks')
  }
  return checks.map(({ name, limit }) => ({ name, limit }))
}

/**
 * What is wrong with `budgets` against the reviewed `ceilings` (name → the highest limit allowed):
 * a budget raised above its ceiling, a budget without a ceiling, a ceiling without a budget, a
 * name used twice. Each problem is one sentence telling the reviewer what to do; none: `[]`.
 * A budget below its ceiling is fine (lowering is allowed).
 *
 * @param constantsFile - Where the ceilings are written, named in the messages.
 */
export function findBudgetProblems(
  budgets: readonly SizeBudget[],
  ceilings: Readonly<Record<string, string>>,
  constantsFile: string,
): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const { name, limit } of budgets) {
    if (seen.has(name)) problems.push(`Size budget "${name}" appears twice in .size-limit.cjs.`)
    seen.add(name)
    const ceiling = ceilings[name]
    if (ceiling === undefined) {
      problems.push(
        `Size budget "${name}" (${limit}) has no reviewed constant: add \`'${name}': '${limit}',\` to BUDGETS in ${constantsFile}. A new budget is reviewed like a raise.`,
      )
    } else if (parseLimit(limit) > parseLimit(ceiling)) {
      problems.push(
        `Size budget "${name}" was raised from ${ceiling} to ${limit}. Budgets only go down: find the bytes elsewhere. If a reviewer agrees to the raise, change its constant in ${constantsFile} on purpose, with the reason in .size-limit.cjs. (Lowering a budget is fine: lower its constant too, so it cannot go back up.)`,
      )
    }
  }
  for (const name of Object.keys(ceilings)) {
    if (!seen.has(name)) {
      problems.push(
        `BUDGETS in ${constantsFile} names "${name}", which .size-limit.cjs no longer has: remove its constant (or fix the renamed check's name).`,
      )
    }
  }
  return problems
}
