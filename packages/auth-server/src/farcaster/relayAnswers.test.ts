import { describe, expect, test } from 'vitest'
import { parseChannel, parseChannelStatus } from './relayAnswers.js'
import { FarcasterError } from './types.js'

const channel = {
  channelToken: '210f1718-427e-46a4-99e3-2207f21f83ec',
  url: 'https://farcaster.xyz/~/siwf?channelToken=210f1718-427e-46a4-99e3-2207f21f83ec',
  nonce: 'ESsxs6MaFio7OvqWb',
}
const completed = {
  state: 'completed',
  nonce: 'ESsxs6MaFio7OvqWb',
  url: channel.url,
  message: 'example.com wants you to sign in…',
  signature: '0xabcdef',
  fid: 1000,
  username: 'latch-test',
  displayName: 'Latch',
  verifications: [],
}
const unavailable = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof FarcasterError ? error.reason : error
  }
  return 'no error'
}

describe('parseChannel', () => {
  test('keeps the token, URL and nonce of a 201', () => {
    expect(parseChannel(201, { ...channel, extra: 1 })).toEqual(channel)
  })

  test.each([
    ['a 500', 500, channel],
    ['a 201 without a token', 201, { ...channel, channelToken: undefined }],
    ['a URL that is not http(s)', 201, { ...channel, url: 'javascript:alert(1)' }],
    ['a body that is not an object', 201, 'Bad Gateway'],
    [
      "a URL without the channel's token",
      201,
      { ...channel, url: 'https://farcaster.xyz/~/siwf?channelToken=someone-elses' },
    ],
    ['a URL with no channelToken', 201, { ...channel, url: 'https://farcaster.xyz/~/siwf' }],
  ])('answers relay_unavailable for %s', (_, status, data) => {
    expect(unavailable(() => parseChannel(status, data))).toBe('relay_unavailable')
  })
})

describe('parseChannelStatus', () => {
  test('202 is pending, 401 gone', () => {
    expect(parseChannelStatus(202, { state: 'pending', nonce: 'n', url: channel.url })).toEqual({
      state: 'pending',
    })
    expect(parseChannelStatus(401, { error: 'Unauthorized' })).toEqual({ state: 'gone' })
  })

  test('200 completed keeps the message, signature, fid and username', () => {
    expect(parseChannelStatus(200, completed)).toEqual({
      state: 'completed',
      message: completed.message,
      signature: '0xabcdef',
      fid: 1000,
      username: 'latch-test',
    })
  })

  test('a username that is not a string is dropped', () => {
    expect(parseChannelStatus(200, { ...completed, username: 42 })).not.toHaveProperty(
      'username',
      42,
    )
  })

  test.each([
    ['a 500', 500, completed],
    ['a 200 still pending', 200, { state: 'pending' }],
    ['a 202 completed', 202, { state: 'other' }],
    ['a signature that is not hex', 200, { ...completed, signature: 'abc' }],
    ['a fid of 0', 200, { ...completed, fid: 0 }],
    ['a fid as a string', 200, { ...completed, fid: '1000' }],
    ['no message', 200, { ...completed, message: undefined }],
  ])('answers relay_unavailable for %s', (_, status, data) => {
    expect(unavailable(() => parseChannelStatus(status, data))).toBe('relay_unavailable')
  })
})
