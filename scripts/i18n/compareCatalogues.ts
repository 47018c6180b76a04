// Used by the locale tests of @latch/react and @latch/auth-frame (not shipped).

/** A flat catalogue: keys (plural forms as `key_one`, `key_other`…) to texts with `{name}`s. */
export type FlatCatalogue = Readonly<Record<string, string>>

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/** A key without its plural suffix (`found_one` → `found`). */
export const baseKey = (key: string) => key.replace(pluralSuffix, '')

/** `key` → its plural categories (empty for a plain key). */
function families(catalogue: FlatCatalogue): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>()
  for (const key of Object.keys(catalogue)) {
    const match = pluralSuffix.exec(key)
    const base = match ? key.slice(0, match.index) : key
    const categories = result.get(base) ?? new Set<string>()
    if (match?.[1]) categories.add(match[1])
    result.set(base, categories)
  }
  return result
}

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort()

const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join()

/**
 * Where `translated` falls short of `english` (issue 16: a missing key in any locale fails a
 * test): keys English has and it lacks, keys it has and English lacks, a plain key written as a
 * plural or back, plural forms other than the language's own categories (`Intl.PluralRules`), and
 * placeholders other than English's (a plural form may leave `{count}` out, no other).
 *
 * @param locale - The translation's BCP 47 tag, e.g. `'ru'`.
 * @returns One line per problem; empty when the translation is complete.
 */
export function compareCatalogues(
  locale: string,
  english: FlatCatalogue,
  translated: FlatCatalogue,
): string[] {
  const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort()
  const expected = families(english)
  const actual = families(translated)
  const problems: string[] = []
  for (const key of expected.keys()) if (!actual.has(key)) problems.push(`missing key ${key}`)
  for (const key of actual.keys())
    if (!expected.has(key)) problems.push(`key English does not have: ${key}`)
  for (const [key, forms] of expected) {
    const translatedForms = actual.get(key)
    if (!translatedForms) continue
    if (forms.size === 0) {
      if (translatedForms.size > 0) problems.push(`${key} is not a plural`)
      else if (!same(placeholders(translated[key]), placeholders(english[key])))
        problems.push(`${key}: placeholders differ from English`)
      continue
    }
    if (!same([...translatedForms].sort(), categories))
      problems.push(`${key}: plural forms ${[...translatedForms]} instead of ${categories}`)
    const required = placeholders(english[`${key}_other`]).filter((name) => name !== 'count')
    for (const form of translatedForms) {
      const names = placeholders(translated[`${key}_${form}`]).filter((name) => name !== 'count')
      if (!same(names, required)) problems.push(`${key}_${form}: placeholders differ from English`)
    }
  }
  return problems
}
