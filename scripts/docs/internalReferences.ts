// What shipped docs may not say: references to Latch's own working papers (the spec's sections,
// DESIGN.md, issue numbers), which a reader of the package on npm or in an editor's hover cannot
// follow. The docs state the rule itself instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * `spec §5`, a bare `§5` (not an RFC's, OIDC Core's or an EIP's section), `DESIGN.md`, `issue 16` /
 * `issues 9, 10`.
 */
export const INTERNAL_REFERENCE =
  /\bspec(?:'s)?\s*§|\bDESIGN\.md\b|\bissues?\s+#?\d+|(?<!(?:RFC \d+|Core|EIP-\d+|ERC-\d+|CAIP-\d+)\s*)§\s*\d/gi

/** One reference found: the file (relative to the root), its 1-based line, and the line's text. */
export type InternalReference = { file: string; line: number; text: string }

function* sourceFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

/** Every `.md` file under `folder`, outside `node_modules` and dot folders (VitePress's cache). */
function* markdownFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && !name.startsWith('.')) yield* markdownFiles(path)
    } else if (name.endsWith('.md')) yield path
  }
}

/** The 1-based line of `index` in `text`. */
function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

/**
 * Every internal reference in the docs Latch ships: the root `README.md`, each `packages/*\/*.md`
 * (README, API.md, OPERATIONS.md), each `docs/**\/*.md` page, and the docstrings (`/** … *\/`, the
 * `.d.ts` hover text) of each `packages/*\/src` file that is not a test.
 *
 * @param root - The repository's root folder.
 * @returns The references, by file then line; empty when the docs are clean.
 */
export function findInternalReferences(root: string): InternalReference[] {
  const found: InternalReference[] = []
  const scan = (
    path: string,
    regions: (text: string) => Iterable<{ index: number; text: string }>,
  ) => {
    const text = readFileSync(path, 'utf8')
    const lines = text.split('\n')
    for (const region of regions(text)) {
      for (const match of region.text.matchAll(INTERNAL_REFERENCE)) {
        const line = lineAt(text, region.index + match.index)
        found.push({ file: relative(root, path), line, text: (lines[line - 1] ?? '').trim() })
      }
    }
  }
  const whole = (text: string) => [{ index: 0, text }]
  if (existsSync(join(root, 'README.md'))) scan(join(root, 'README.md'), whole)
  const packages = join(root, 'packages')
  for (const name of readdirSync(packages).sort()) {
    const folder = join(packages, name)
    for (const doc of readdirSync(folder).sort()) {
      if (doc.endsWith('.md') && statSync(join(folder, doc)).isFile())
        scan(join(folder, doc), whole)
    }
    for (const file of [...sourceFiles(join(packages, name, 'src'))].sort()) {
      scan(file, (text) =>
        [...text.matchAll(/\/\*\*[\s\S]*?\*\//g)].map((m) => ({ index: m.index, text: m[0] })),
      )
    }
  }
  if (existsSync(join(root, 'docs'))) {
    for (const page of markdownFiles(join(root, 'docs'))) scan(page, whole)
  }
  return found
}
