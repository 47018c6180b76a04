import type { MessageValues } from '../state/types.js'

/** One locale file: flat keys (`'swap.review'`) to texts with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function cached<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale)
  if (!value) {
    value = create()
    cache.set(locale, value)
  }
  return value
}

/**
 * `record[key]` when `record` itself has it: never an inherited property (`'constructor'`,
 * `'toString'`, `'__proto__'` would give a function or an object).
 */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/** The key's text in the first catalogue that has it; plural forms first when `count` is given. */
function lookup(
  catalogues: readonly (Catalogue | undefined)[],
  key: string,
  category: string | undefined,
): string | undefined {
  for (const catalogue of catalogues) {
    if (!catalogue) continue
    const text = category
      ? (own(catalogue, `${key}_${category}`) ??
        own(catalogue, `${key}_other`) ??
        own(catalogue, key))
      : own(catalogue, key)
    if (text !== undefined) return text
  }
  return undefined
}

/**
 * A catalogue text in `locale` (the modal's views and the secure auth frame's): the first of `catalogues` that has `key` wins (the
 * active locale's, then English), so a missing translation falls back silently. A numeric
 * `values.count` picks the plural form i18next-style, `key_zero|_one|_two|_few|_many|_other`, by
 * `Intl.PluralRules(locale)` (`key_zero` also for a count of 0 where the language has no zero
 * category). `{name}` placeholders take `values[name]`, numbers formatted with
 * `Intl.NumberFormat(locale)`; an unknown placeholder stays as written. Only a catalogue's and
 * `values`' own keys count: `'constructor'` or `'__proto__'` is an unknown key like any other.
 *
 * @param locale - BCP 47 tag of the texts.
 * @param catalogues - Where to look, in order.
 * @param key - e.g. `'allWallets.found'`.
 * @param values - e.g. `{ count: 3 }`.
 * @returns The text; the key itself when no catalogue has it.
 * @example
 * formatMessage('en', [{ found_one: '{count} wallet', found_other: '{count} wallets' }], 'found', { count: 1200 })
 * // '1,200 wallets'
 */
export function formatMessage(
  locale: string,
  catalogues: readonly (Catalogue | undefined)[],
  key: string,
  values?: MessageValues,
): string {
  const count = values?.count
  const category =
    typeof count !== 'number'
      ? undefined
      : count === 0 &&
          catalogues.some((catalogue) => catalogue && own(catalogue, `${key}_zero`) !== undefined)
        ? 'zero'
        : cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count)
  const text = lookup(catalogues, key, category) ?? key
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = own(values, name)
    if (value === undefined) return placeholder
    return typeof value === 'number'
      ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
      : value
  })
}
