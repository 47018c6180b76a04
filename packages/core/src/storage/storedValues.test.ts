import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  storedConnectionStatus,
  storedConnectorIds,
  storedNamespace,
  storedNetworkId,
  storedRecentWallets,
} from './storedValues.js'

const parse = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : 'invalid'
}

it('reads the stored connection values Latch wrote, and nothing else', () => {
  expect(parse(storedNamespace, 'solana')).toBe('solana')
  expect(parse(storedNamespace, 'tron')).toBe('invalid')
  expect(parse(storedConnectionStatus, 'connected')).toBe('connected')
  expect(parse(storedConnectionStatus, 'connecting')).toBe('invalid')
  expect(parse(storedNetworkId, 'eip155:1')).toBe('eip155:1')
  expect(parse(storedNetworkId, '')).toBe('invalid')
  expect(parse(storedNetworkId, 'x'.repeat(257))).toBe('invalid')
  expect(parse(storedRecentWallets, ['a', 'b'])).toEqual(['a', 'b'])
  expect(parse(storedRecentWallets, Array(17).fill('a'))).toBe('invalid')
  expect(parse(storedRecentWallets, ['a', ''])).toBe('invalid')
})

it('keeps the connector ids of known namespaces; a value that is not an object is invalid', () => {
  expect(
    parse(storedConnectorIds, { eip155: 'io.metamask', tron: 'x', solana: '', bip122: 5 }),
  ).toEqual({ eip155: 'io.metamask' })
  for (const planted of [['io.metamask'], null, 'eip155', 5]) {
    expect(parse(storedConnectorIds, planted)).toBe('invalid')
  }
})
