import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** A file or function longer than the shape rule allows. */
export type ShapeOffender = {
  /** Path relative to the root, e.g. `packages/core/src/client/createLatchClient.ts`. */
  file: string
  /** The 1-based line it starts on (1 for a whole file). */
  line: number
  /** `file`, or the function's name (`<anonymous>` for an unnamed arrow or expression). */
  name: string
  /** Its length in lines, first and last line included. */
  lines: number
}

/** The shape rule: no source file over 300 lines, no function over 100. */
export const SHAPE_LIMITS = { fileLines: 300, functionLines: 100 } as const

const sourceFile = /\.tsx?$/
const testFile = /\.(test|fuzz\.test)\.tsx?$|\.test-d\.ts$/

function listSources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return listSources(path)
    return sourceFile.test(name) && !testFile.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  )
}

/** A function's own name, else the name it is assigned to (`const f = () => …`, `{ f: … }`). */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source)
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  const parent = node.parent
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name !== undefined
  ) {
    return parent.name.getText(source)
  }
  return '<anonymous>'
}

/**
 * Measures one source text: the file when over `limits.fileLines` lines, and every function
 * (declaration, expression, arrow, method, constructor, accessor) over `limits.functionLines`,
 * found with the TypeScript compiler's parser.
 *
 * @param file - The path reported (and whose ending picks TS or TSX).
 */
export function measureSource(
  file: string,
  text: string,
  limits: { fileLines: number; functionLines: number } = SHAPE_LIMITS,
): ShapeOffender[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const offenders: ShapeOffender[] = []
  const fileLines = text.replace(/\n$/, '').split('\n').length
  if (fileLines > limits.fileLines)
    offenders.push({ file, line: 1, name: 'file', lines: fileLines })
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const line = lineOf(node.getStart(source))
      const lines = lineOf(node.getEnd()) - line + 1
      if (lines > limits.functionLines) {
        offenders.push({ file, line, name: functionName(node, source), lines })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return offenders
}

/**
 * Measures every non-test TypeScript source under `directories` (tests, `.d.ts` and type tests
 * aside).
 *
 * @returns The offenders, with paths relative to `root`, in file order.
 */
export function measureCodeShape(root: string, directories: readonly string[]): ShapeOffender[] {
  return directories.flatMap((directory) =>
    listSources(directory).flatMap((path) =>
      measureSource(relative(root, path), readFileSync(path, 'utf8')),
    ),
  )
}

/** One offender as `file:line name (N lines)`, for a test's message. */
export function describeOffender(offender: ShapeOffender): string {
  return `${offender.file}:${offender.line} ${offender.name} (${offender.lines} lines)`
}
