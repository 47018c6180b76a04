/** Languages whose tags changed: the old tag a browser may still send, and the current one. */
const renamedLanguages: Readonly<Record<string, string>> = { iw: 'he', in: 'id', ji: 'yi' }

/**
 * The current tag of a language subtag (`iw` → `he`, `in` → `id`, `ji` → `yi`), else the subtag
 * itself. Reads only the table's own entries: `constructor` or `__proto__` stay as they are.
 *
 * @param language - A lower-case primary language subtag, e.g. `'iw'`.
 * @returns The current subtag, e.g. `'he'`.
 * @example
 * currentLanguage('iw') // 'he'
 */
export function currentLanguage(language: string): string {
  return Object.hasOwn(renamedLanguages, language)
    ? (renamedLanguages[language] ?? language)
    : language
}

/** Traditional Chinese: its script, or a region writing it (Hong Kong, Macau, Taiwan). */
const traditionalChinese = /^(?:hk|mo|tw|hant)$/

/**
 * The supported locale of the same language as `tag`, per Latch's rules: Chinese in the traditional
 * script, or in Hong Kong, Macau or Taiwan without the simplified one → `zh-TW`, other Chinese → `zh-CN`; Portuguese →
 * `pt-BR`; old tags (`iw`, `in`) as their current ones; else the first supported tag of that
 * language.
 */
function sameLanguage(tag: string, supported: readonly string[]): string | undefined {
  const [first = '', ...rest] = tag.toLowerCase().split('-')
  const language = currentLanguage(first)
  const preferred =
    language === 'zh'
      ? !rest.includes('hans') && rest.some((subtag) => traditionalChinese.test(subtag))
        ? 'zh-TW'
        : 'zh-CN'
      : language === 'pt'
        ? 'pt-BR'
        : undefined
  if (preferred && supported.includes(preferred)) return preferred
  return supported.find((candidate) => candidate.split('-')[0]?.toLowerCase() === language)
}

/**
 * The locale the modal shows: the
 * integrator's `requested` tag when set, else the browser's languages in order. For each candidate,
 * a supported tag equal to it (ignoring case) wins, then one of the same language (`zh-HK` →
 * `zh-TW`, `zh-SG` → `zh-CN`, `pt-PT` → `pt-BR`, `iw` → `he`, `de-AT` → `de`); else `'en'`.
 *
 * @param requested - The `locale` option or `setLocale` tag (BCP 47), if any.
 * @param preferred - The browser's languages, most preferred first (`navigator.languages`).
 * @param supported - The tags the front end has catalogues for, e.g. `['en', 'de', 'pt-BR']`.
 * @returns One of `supported`, or `'en'`.
 * @example
 * resolveLocale(undefined, ['de-AT', 'en'], ['en', 'de']) // 'de'
 * resolveLocale('zh-HK', [], ['en', 'zh-CN', 'zh-TW']) // 'zh-TW'
 */
export function resolveLocale(
  requested: string | undefined,
  preferred: readonly string[],
  supported: readonly string[],
): string {
  const candidates = requested ? [requested] : preferred
  for (const candidate of candidates) {
    const exact = supported.find((tag) => tag.toLowerCase() === candidate.toLowerCase())
    const match = exact ?? sameLanguage(candidate, supported)
    if (match) return match
  }
  return 'en'
}
