import { hex } from '@scure/base'
import { expect, test } from 'vitest'
import { bip322Hashes } from '../../testing/bip322TestVectors.js'
import { bip322MessageHash } from './bip322MessageHash.js'

test.each(bip322Hashes)("hashes $message as BIP-322's vectors", ({ message, messageHash }) => {
  expect(hex.encode(bip322MessageHash(message))).toBe(messageHash)
})
