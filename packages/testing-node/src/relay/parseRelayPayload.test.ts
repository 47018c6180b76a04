import { expect, test } from 'vitest'
import { parseRelayPayload } from './parseRelayPayload.ts'

test('reads a request and keeps an id beyond 2^53 exactly as written', () => {
  const text =
    '{"id":1717000000000123457,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}'
  expect(parseRelayPayload(text)).toEqual({
    type: 'request',
    idText: '1717000000000123457',
    method: 'irn_subscribe',
    params: { topic: 'ab' },
  })
})

test('finds the big id after nested ids and ignores "id" inside strings', () => {
  const text =
    '{"params":{"id":5,"note":"\\"id\\":1717000000000123457"},"method":"m","jsonrpc":"2.0","id":1717000000000123457}'
  expect(parseRelayPayload(text)).toMatchObject({ idText: '1717000000000123457' })
})

test('keeps string and small numeric ids', () => {
  expect(parseRelayPayload('{"id":"a","jsonrpc":"2.0","method":"m"}')).toMatchObject({
    idText: '"a"',
  })
  expect(parseRelayPayload('{"id":7,"jsonrpc":"2.0","method":"m"}')).toMatchObject({ idText: '7' })
})

test('reads a client response to an irn_subscription', () => {
  expect(parseRelayPayload('{"id":3,"jsonrpc":"2.0","result":true}')).toEqual({
    type: 'response',
    id: 3,
    result: true,
    error: undefined,
  })
})

test.each([
  ['not json', 'null', -32700, 'Parse error'],
  ['[]', 'null', -32600, 'Invalid Request: batches are not supported'],
  ['42', 'null', -32600, 'Invalid Request: expected a JSON-RPC object'],
  ['{"id":1,"method":"m"}', '1', -32600, 'Invalid Request: expected `jsonrpc` to be "2.0"'],
  [
    '{"jsonrpc":"2.0","method":"m"}',
    'null',
    -32600,
    'Invalid Request: expected `id` to be a number or a string',
  ],
  [
    '{"id":1,"jsonrpc":"2.0","method":""}',
    '1',
    -32600,
    'Invalid Request: expected `method` to be a non-empty string',
  ],
])('classifies %s as invalid', (text, idText, code, message) => {
  const payload = parseRelayPayload(text)
  expect(payload).toMatchObject({ type: 'invalid', idText })
  expect(payload.type === 'invalid' && payload.error).toMatchObject({ code, message })
})
