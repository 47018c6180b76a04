type Symbols = { group: string; decimal: string; digits: readonly string[] }

const symbolsByLocale = new Map<string, Symbols>()

function symbolsOf(locale: string): Symbols {
  let symbols = symbolsByLocale.get(locale)
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale).formatToParts(11111.5)
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    symbols = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    }
    symbolsByLocale.set(locale, symbols)
  }
  return symbols
}

/**
 * Writes a number Latch formatted exactly (`'1,234.568'`, digits, `,` groups, `.` point) with
 * `locale`'s digits and separators, as `Intl.NumberFormat` would (`de`: `'1.234,568'`; `ar`:
 * Arabic-Indic digits). Other characters (`<`, `−`, `+`) stay. Groups stay every three digits.
 *
 * @param text - e.g. `'1,234.568'`.
 * @param locale - BCP 47 tag; `undefined` or English leaves `text` as it is.
 */
export function localizeNumber(text: string, locale: string | undefined): string {
  if (!locale || locale === 'en' || locale.startsWith('en-')) return text
  const { group, decimal, digits } = symbolsOf(locale)
  return text.replace(/[\d,.]/g, (char) =>
    char === ',' ? group : char === '.' ? decimal : (digits[Number(char)] ?? char),
  )
}
