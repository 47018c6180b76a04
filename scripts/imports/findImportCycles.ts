import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** A module graph: each file's path and the files it imports (relative imports only). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>

const sourceFile = /\.tsx?$/
const testFile = /\.(test|fuzz\.test)\.tsx?$|\.test-d\.ts$/

function listSources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return listSources(path)
    return sourceFile.test(name) && !testFile.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** `./x.js` written in TypeScript source names `./x.ts` (or `.tsx`); a folder its index. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ]
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(candidate))
}

/**
 * Reads the relative imports (static and dynamic, type-only included) of every non-test source
 * file under `directories`, with TypeScript's own pre-processor.
 *
 * @param directories - e.g. every `packages/<name>/src`.
 * @returns The graph, keyed by path relative to `root`.
 */
export function readImportGraph(root: string, directories: readonly string[]): ImportGraph {
  const graph = new Map<string, string[]>()
  for (const directory of directories) {
    for (const file of listSources(directory)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const imports = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => {
          const target = resolveImport(file, fileName)
          return target ? [relative(root, target)] : []
        })
      graph.set(relative(root, file), imports)
    }
  }
  return graph
}

/**
 * The import cycles of a graph: each as the files of one strongly connected component with more
 * than one file (or one importing itself), found with Tarjan's algorithm.
 *
 * @returns The cycles, each sorted; `[]` when the graph is layered.
 */
export function findImportCycles(graph: ImportGraph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
