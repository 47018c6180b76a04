import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJsonRpc } from './schemas.js'

describe('parseJsonRpc', () => {
  test('requests, with or without params', () => {
    expect(
      parseJsonRpc('{"id":1,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"a"}}'),
    ).toEqual({
      type: 'request',
      request: { id: 1, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 'a' } },
    })
    expect(parseJsonRpc('{"id":2,"jsonrpc":"2.0","method":"wc_sessionPing"}')).toEqual({
      type: 'request',
      request: { id: 2, jsonrpc: '2.0', method: 'wc_sessionPing' },
    })
  })

  test('results, falsy ones included', () => {
    expect(parseJsonRpc('{"id":1,"jsonrpc":"2.0","result":"sub"}')).toEqual({
      type: 'result',
      id: 1,
      result: 'sub',
    })
    for (const result of [true, false, null, 0, '', [], {}])
      expect(parseJsonRpc(JSON.stringify({ id: 3, jsonrpc: '2.0', result }))).toEqual({
        type: 'result',
        id: 3,
        result,
      })
  })

  test('errors, with their data', () => {
    expect(
      parseJsonRpc('{"id":1,"jsonrpc":"2.0","error":{"code":5000,"message":"User rejected."}}'),
    ).toEqual({ type: 'error', id: 1, error: { code: 5000, message: 'User rejected.' } })
    expect(
      parseJsonRpc('{"id":1,"jsonrpc":"2.0","error":{"code":-32000,"message":"x","data":[1]}}'),
    ).toEqual({ type: 'error', id: 1, error: { code: -32000, message: 'x', data: [1] } })
  })

  test('{ id, jsonrpc, error } is an error, never a result', () => {
    expect(
      parseJsonRpc('{"id":1,"jsonrpc":"2.0","error":{"code":1,"message":"no"},"result":true}'),
    ).toMatchObject({ type: 'error' })
    for (const error of ['null', '"boom"', '{"message":"no code"}', '{"code":1.5,"message":"x"}'])
      expect(parseJsonRpc(`{"id":1,"jsonrpc":"2.0","error":${error},"result":true}`)).toBe(
        undefined,
      )
  })

  test('not JSON-RPC 2.0 → undefined', () => {
    for (const text of [
      '',
      'abc',
      '{',
      '5',
      'null',
      '"text"',
      '[]',
      '[{"id":1,"jsonrpc":"2.0","result":true}]',
      '{}',
      '{"id":1,"jsonrpc":"2.0"}',
      '{"id":1,"jsonrpc":"1.0","result":true}',
      '{"id":"1","jsonrpc":"2.0","result":true}',
      '{"jsonrpc":"2.0","result":true}',
      '{"id":1,"jsonrpc":"2.0","method":""}',
      '{"id":1,"jsonrpc":"2.0","method":5}',
    ])
      expect(parseJsonRpc(text), text).toBe(undefined)
  })

  test('any text: never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        parseJsonRpc(text)
      }),
    )
  })
})
