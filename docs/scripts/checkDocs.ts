/**
 * Checks the docs site's sources before it is built (`npm run docs:check`, `npm run docs`):
 * - guide/options.md documents every key of `LatchOptions` (a `### \`key\`` heading), of `Features`
 *   (`features.key`) and of `RemoteFeatures` (`remoteFeatures.key`), read from core's types with the
 *   TypeScript compiler, and no heading names a key that no longer exists;
 * - no page cites the behaviour spec's or the design's sections, or issue numbers;
 * - every screenshot the e2e takes is in docs/public/screenshots/.
 * Prints each problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { screenshotDir, screenshotFiles } from './screenshots.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const docs = join(root, 'docs')

/** The property names of the exported types named, from core's options types. */
export function optionKeys(): Record<'LatchOptions' | 'Features' | 'RemoteFeatures', string[]> {
  const file = join(root, 'packages/core/src/options/types.ts')
  const program = ts.createProgram([file], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const keysOf = (path: string, name: string): string[] => {
    const source = program.getSourceFile(join(root, path))
    if (!source) throw new Error(`${path} is not in the program`)
    const symbol = checker
      .getExportsOfModule(checker.getSymbolAtLocation(source) as ts.Symbol)
      .find((exported) => exported.name === name)
    if (!symbol) throw new Error(`${path} exports no ${name}`)
    return checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .map((property) => property.name)
      .sort()
  }
  return {
    LatchOptions: keysOf('packages/core/src/options/types.ts', 'LatchOptions'),
    Features: keysOf('packages/core/src/options/featureTypes.ts', 'Features'),
    RemoteFeatures: keysOf('packages/core/src/state/remoteFeatures.ts', 'RemoteFeatures'),
  }
}

/** What is wrong with the options page, one line each (empty when it documents every key). */
export function checkOptionsPage(
  page: string,
  keys: Record<'LatchOptions' | 'Features' | 'RemoteFeatures', string[]>,
): string[] {
  const problems: string[] = []
  const headings = new Set([...page.matchAll(/^### `([A-Za-z0-9]+)`$/gm)].map((m) => m[1]))
  for (const key of keys.LatchOptions) {
    if (!headings.has(key)) problems.push(`options.md: option \`${key}\` is not documented`)
  }
  for (const heading of headings) {
    if (!keys.LatchOptions.includes(heading as string))
      problems.push(`options.md: \`${heading}\` is documented but is not a key of LatchOptions`)
  }
  for (const [prefix, list] of [
    ['features', keys.Features],
    ['remoteFeatures', keys.RemoteFeatures],
  ] as const) {
    for (const key of list) {
      if (!page.includes(`\`${prefix}.${key}\``))
        problems.push(`options.md: \`${prefix}.${key}\` is not documented`)
    }
    for (const m of page.matchAll(new RegExp(`\`${prefix}\\.([A-Za-z0-9]+)\``, 'g'))) {
      if (!list.includes(m[1] as string))
        problems.push(`options.md: \`${prefix}.${m[1]}\` is documented but does not exist`)
    }
  }
  return [...new Set(problems)]
}

/** Citations a reader cannot follow: the spec's or design's sections and issue numbers. */
export function citations(text: string): string[] {
  return [...text.matchAll(/spec §\s*\d+|DESIGN\.md §|\bissue \d+/gi)].map((m) => m[0])
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'public' || entry.name === 'node_modules')
      return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

function main() {
  const problems = checkOptionsPage(
    readFileSync(join(docs, 'guide/options.md'), 'utf8'),
    optionKeys(),
  )
  for (const file of markdownFiles(docs)) {
    for (const found of citations(readFileSync(file, 'utf8')))
      problems.push(`${relative(root, file)}: cites "${found}"; state the rule instead`)
  }
  const missing = screenshotFiles.filter((name) => !existsSync(join(root, screenshotDir, name)))
  if (missing.length > 0)
    problems.push(
      `${screenshotDir}: ${missing.length} screenshots missing (${missing.slice(0, 3).join(', ')}…); ` +
        'take them with `npm run docs` (it runs e2e/docsScreenshots.spec.ts)',
    )
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log(`docs: ${screenshotFiles.length} screenshots, every option documented`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
