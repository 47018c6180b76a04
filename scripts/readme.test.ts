import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// The README's Next.js, wagmi-host and vanilla snippets are the examples' own files, which CI
// builds (strict, noUnusedLocals) and drives in Chromium: each `<!-- file: path -->` marker is
// followed by a fenced block that must equal that file.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const snippets = [...readme.matchAll(/<!-- file: (\S+) -->\n\n```\w*\n([\s\S]*?)```/g)].map(
  ([, path = '', code = '']) => ({ path, code }),
)

test('the README shows the Next.js, wagmi-host and vanilla examples', () => {
  expect(snippets.map(({ path }) => path.split('/')[1])).toEqual(
    expect.arrayContaining(['next-app', 'vite-wagmi', 'vanilla']),
  )
})

test.each(snippets)('$path in the README is the file as it is', ({ path, code }) => {
  expect(code).toBe(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'))
})
