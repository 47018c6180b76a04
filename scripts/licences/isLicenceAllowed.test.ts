import { expect, test } from 'vitest'
import { isLicenceAllowed } from './isLicenceAllowed.ts'

const allow = ['MIT', 'Apache-2.0', 'BSD-3-Clause']

test.each([
  ['MIT', true],
  ['mit', true],
  ['(MIT)', true],
  ['MIT OR GPL-3.0-only', true],
  ['(GPL-3.0-only OR Apache-2.0)', true],
  ['(Apache-2.0 AND MIT)', true],
  ['MIT AND GPL-3.0-only', false],
  ['MIT AND (BSD-3-Clause OR GPL-2.0-only)', true],
  ['MIT AND BSD-3-Clause OR GPL-2.0-only', true],
  ['GPL-2.0-only OR MIT AND LGPL-3.0-only', false],
  ['Apache-2.0 WITH LLVM-exception', true],
  ['GPL-2.0-only WITH Classpath-exception-2.0', false],
  ['Apache-2.0+', true],
  ['GPL-3.0-or-later', false],
  ['SEE LICENSE IN LICENSE.md', false],
  ['UNLICENSED', false],
  ['LicenseRef-WalletConnect-Community', false],
  ['MIT OR', false],
  ['(MIT', false],
  ['MIT)', false],
  ['', false],
])('%s → %s', (expression, allowed) => {
  expect(isLicenceAllowed(expression, allow)).toBe(allowed)
})
