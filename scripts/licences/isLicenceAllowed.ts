/**
 * Whether an SPDX licence expression lets Latch ship the package under the allow-list: a licence
 * identifier passes when the list has it (SPDX identifiers match case-insensitively; `X+` and
 * `X WITH exception` pass when `X` does, as both only widen `X`), `A OR B` when either side
 * passes, `A AND B` when both do. Anything that is not an SPDX expression — `UNLICENSED`,
 * `SEE LICENSE IN LICENSE.md`, an empty string — fails.
 *
 * @param expression - The package's `license` field, e.g. `(MIT OR Apache-2.0)`.
 * @param allow - Allowed SPDX licence identifiers.
 * @returns `true` when the expression is satisfiable by allowed licences alone.
 *
 * @example
 * isLicenceAllowed('(MIT OR GPL-3.0-only)', ['MIT']) // true
 * isLicenceAllowed('MIT AND GPL-3.0-only', ['MIT']) // false
 */
export function isLicenceAllowed(expression: string, allow: readonly string[]): boolean {
  const allowed = new Set(allow.map((id) => id.toLowerCase()))
  const tokens = expression.match(/[()]|[^\s()]+/g) ?? []
  let position = 0
  const peek = () => tokens[position]?.toUpperCase()

  // SPDX precedence, loosest first: OR, then AND, then WITH.
  function parseOr(): boolean {
    let result = parseAnd()
    while (peek() === 'OR') {
      position++
      result = parseAnd() || result
    }
    return result
  }
  function parseAnd(): boolean {
    let result = parseWith()
    while (peek() === 'AND') {
      position++
      result = parseWith() && result
    }
    return result
  }
  function parseWith(): boolean {
    const result = parseTerm()
    if (peek() === 'WITH') {
      position++
      readIdentifier()
    }
    return result
  }
  function parseTerm(): boolean {
    if (peek() === '(') {
      position++
      const result = parseOr()
      if (tokens[position++] !== ')') throw new SyntaxError(`unclosed "(" in ${expression}`)
      return result
    }
    return allowed.has(readIdentifier().replace(/\+$/, '').toLowerCase())
  }
  function readIdentifier(): string {
    const token = tokens[position++]
    if (token === undefined || !/^[A-Za-z0-9.:+-]+$/.test(token) || isOperator(token)) {
      throw new SyntaxError(`expected a licence identifier in ${expression}`)
    }
    return token
  }

  try {
    const result = parseOr()
    return result && position === tokens.length
  } catch {
    return false
  }
}

function isOperator(token: string): boolean {
  return ['AND', 'OR', 'WITH'].includes(token.toUpperCase())
}
