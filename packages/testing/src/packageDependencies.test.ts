// The README's "Dependencies" section lists what installing @latch/testing brings; this keeps the
// package's manifest to that list, and to releases that declare support for Node 20.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

test('every dependency and peer dependency is named in the README', () => {
  const names = [
    ...Object.keys(packageJson.dependencies),
    ...Object.keys(packageJson.peerDependencies),
  ]
  expect(names.filter((name) => !readme.includes(`\`${name}\``))).toEqual([])
  expect(names).not.toContain('@latch/core')
})

test('the Wallet Standard packages are pinned below the releases that require Node 22', () => {
  // Their next patch releases (base/features/wallet 1.1.1, Solana features 1.4.0) only raised
  // `engines.node` to >=22, which npm warns about on Node 20.
  expect(packageJson.dependencies).toMatchObject({
    '@solana/wallet-standard-features': '1.3.0',
    '@wallet-standard/base': '1.1.0',
    '@wallet-standard/features': '1.1.0',
    '@wallet-standard/wallet': '1.1.0',
  })
})
