import { expect, test } from 'vitest'
import { getPasskeyPlacement } from './getPasskeyPlacement.js'

// Issue 29, D-9: the passkey button joins the email block, else the social block.
test.each([
  [true, true, 'email'],
  [true, false, 'email'],
  [false, true, 'social'],
  [false, false, 'none'],
] as const)('email shown %s, social shown %s → %s', (emailShown, socialShown, placement) => {
  expect(getPasskeyPlacement({ emailShown, socialShown })).toBe(placement)
})
