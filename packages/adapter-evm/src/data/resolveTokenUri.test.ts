import { expect, test } from 'vitest'
import { resolveTokenUri, substituteErc1155Id } from './resolveTokenUri.js'

test('keeps http(s) and data links, rewrites ipfs:// through the gateway only, drops the rest', () => {
  expect(resolveTokenUri('https://x.example/1.json')).toBe('https://x.example/1.json')
  expect(resolveTokenUri('data:application/json,{}')).toBe('data:application/json,{}')
  expect(resolveTokenUri('ipfs://bafy/1.json')).toBeUndefined()
  expect(resolveTokenUri('ipfs://bafy/1.json', 'https://gw.example/ipfs')).toBe(
    'https://gw.example/ipfs/bafy/1.json',
  )
  expect(resolveTokenUri('ipfs://ipfs/bafy', 'https://gw.example/ipfs/')).toBe(
    'https://gw.example/ipfs/bafy',
  )
  for (const link of ['javascript:alert(1)', 'ar://abc', '/relative.json', 'file:///etc/passwd']) {
    expect(resolveTokenUri(link, 'https://gw.example/ipfs/')).toBeUndefined()
  }
})

test("substitutes ERC-1155's {id} with 64 lowercase hex digits", () => {
  expect(substituteErc1155Id('https://x.example/{id}.json', 255n)).toBe(
    `https://x.example/${'0'.repeat(62)}ff.json`,
  )
})
