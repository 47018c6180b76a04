import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import * as index from './index.ts'
import * as standalone from './standalone.ts'

const built = fileURLToPath(new URL('../../dist/standalone/', import.meta.url))

test('the standalone entry exports all of @latch/html plus the EVM adapter and the elements', () => {
  const added = Object.keys(standalone).filter((name) => !(name in index))
  expect(added.sort()).toEqual(['createEvmAdapter', 'defineLatchElements'])
  for (const name of Object.keys(index)) expect(standalone).toHaveProperty(name)
})

// After `npm run build -w @latch/html`: the files a browser loads with no bundler and no import
// map of its own dependencies, so every import between them is relative.
test.skipIf(!existsSync(built))('the built standalone files import nothing by bare name', () => {
  const files = readdirSync(built).filter((file) => file.endsWith('.js'))
  expect(files).toContain('latch.js')
  const specifiers = files.flatMap((file) => {
    const code = readFileSync(`${built}${file}`, 'utf8')
    return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([\w@.][\w@./:-]*)["']/g)].map(
      (match) => match[1] ?? '',
    )
  })
  expect(specifiers.length).toBeGreaterThan(100)
  expect(specifiers.filter((specifier) => !specifier.startsWith('./'))).toEqual([])
  // React's production build: its development warnings are not in.
  const entry = readFileSync(`${built}latch.js`, 'utf8')
  expect(entry).not.toContain('process.env.NODE_ENV')
})
