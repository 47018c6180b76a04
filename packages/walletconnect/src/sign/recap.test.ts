import { base64, base64urlnopad } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createRecap, formatRecapStatement, getRecapMethods, readRecap } from './recap.js'

const decode = (recap: string) =>
  new TextDecoder().decode(base64urlnopad.decode(recap.slice('urn:recap:'.length)))
const encode = (json: string, codec = base64urlnopad) =>
  `urn:recap:${codec.encode(new TextEncoder().encode(json))}`

// @walletconnect/utils 2.21.6 (packages/testing-node):
// encodeRecap(createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])).
const sdkRecap =
  'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NlbmRUcmFuc2FjdGlvbiI6W3t9XSwicmVxdWVzdC9wZXJzb25hbF9zaWduIjpbe31dfX19'

describe('createRecap', () => {
  test('ERC-5573 urn:recap, actions sorted, as the SDK writes it', () => {
    const recap = createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
    expect(decode(recap)).toBe(
      '{"att":{"eip155":{"request/eth_sendTransaction":[{}],"request/personal_sign":[{}]}}}',
    )
    expect(recap).toBe(sdkRecap)
  })

  test('duplicates once; no padding', () => {
    const recap = createRecap('eip155', 'request', ['personal_sign', 'personal_sign'])
    expect(recap).toBe(
      'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ',
    )
    expect(decode(recap)).toBe('{"att":{"eip155":{"request/personal_sign":[{}]}}}')
  })
})

describe('readRecap', () => {
  test('reads the last resource, ours or with standard base64 and padding', () => {
    const recap = createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
    const expected = {
      att: { eip155: { 'request/eth_sendTransaction': [{}], 'request/personal_sign': [{}] } },
    }
    expect(readRecap(['ipfs://x', recap])).toEqual(expected)
    expect(readRecap([encode(decode(recap), base64)])).toEqual(expected)
    const slashes = '{"att":{"eip155":{"request/x???":[{}]}}}'
    expect(encode(slashes, base64)).toContain('/')
    expect(readRecap([encode(slashes, base64)])).toEqual({
      att: { eip155: { 'request/x???': [{}] } },
    })
  })

  test.each([
    ['no resources', undefined],
    ['none', []],
    ['not last', [sdkRecap, 'ipfs://x']],
    ['not base64', ['urn:recap:!!!']],
    ['empty', ['urn:recap:']],
    ['not JSON', [encode('{att')]],
    ['null', [encode('null')]],
    ['a number', [encode('5')]],
    ['no att', [encode('{}')]],
    ['att null', [encode('{"att":null}')]],
    ['att a string', [encode('{"att":"x"}')]],
    ['abilities a number', [encode('{"att":{"eip155":5}}')]],
    ['abilities null', [encode('{"att":{"eip155":null}}')]],
    ['not UTF-8 JSON', [`urn:recap:${base64urlnopad.encode(new Uint8Array([0xff, 0xfe]))}`]],
  ])('malformed (%s) → undefined', (_, resources) => {
    expect(readRecap(resources)).toBe(undefined)
  })

  test('any resource never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().map((text) => `urn:recap:${text}`),
          fc.json().map((json) => encode(json)),
          fc.jsonValue().map((value) => encode(JSON.stringify({ att: value }))),
        ),
        (resource) => {
          const recap = readRecap([resource])
          if (recap) {
            getRecapMethods(recap)
            formatRecapStatement('x', recap)
          }
        },
      ),
    )
  })
})

describe('getRecapMethods', () => {
  test('the request/ actions of a resource', () => {
    const recap = {
      att: {
        eip155: { 'request/personal_sign': [{}], 'request/eth_sign': [{}], 'other/x': [{}] },
        solana: { 'request/solana_signMessage': [{}] },
      },
    }
    expect(getRecapMethods(recap)).toEqual(['personal_sign', 'eth_sign'])
    expect(getRecapMethods(recap, 'solana')).toEqual(['solana_signMessage'])
    expect(getRecapMethods(recap, 'cosmos')).toEqual([])
  })
})

describe('formatRecapStatement', () => {
  const recap = readRecap([
    createRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction']),
  ])
  if (!recap) throw new Error('recap expected')
  const recapStatement =
    "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'."

  test('ERC-5573: the statement, a space, the ReCap statement', () => {
    expect(formatRecapStatement('Sign in to Latch.', recap)).toBe(
      `Sign in to Latch. ${recapStatement}`,
    )
  })

  test('without a statement: the ReCap statement alone', () => {
    expect(formatRecapStatement(undefined, recap)).toBe(recapStatement)
    expect(formatRecapStatement('', recap)).toBe(recapStatement)
  })

  test('a statement that already has it is kept', () => {
    const statement = `Sign in. ${recapStatement}`
    expect(formatRecapStatement(statement, recap)).toBe(statement)
  })

  // The same text as @walletconnect/utils 2.21.6 formatStatementFromRecap (which, unlike
  // ERC-5573, writes "'., (3)" from a resource's third ability namespace on).
  test('one numbered item per ability namespace, actions sorted', () => {
    expect(
      formatRecapStatement(undefined, {
        att: {
          'https://example.com/pictures/': {
            'crud/update': [{}],
            'crud/delete': [{}],
            'other/action': [{}],
          },
          'mailto:username@example.com': { 'msg/send': [{}], 'msg/receive': [{}] },
        },
      }),
    ).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'other': 'action' for 'https://example.com/pictures/'. (2) 'crud': 'delete', 'update' for 'https://example.com/pictures/'. (3) 'msg': 'receive', 'send' for 'mailto:username@example.com'.",
    )
  })
})
