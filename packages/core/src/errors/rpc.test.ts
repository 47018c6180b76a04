import { describe, expect, it } from 'vitest'
import { isUserRejectedError } from './rpc.js'

describe('isUserRejectedError (EIP-1193 4001)', () => {
  it('detects code 4001 directly and deep in the cause chain', () => {
    expect(isUserRejectedError({ code: 4001, message: 'User rejected' })).toBe(true)
    expect(isUserRejectedError(new Error('wrapped', { cause: { code: 4001 } }))).toBe(true)
  })
  it('does not treat other errors as rejection', () => {
    expect(isUserRejectedError({ code: 4902 })).toBe(false)
    expect(isUserRejectedError(new Error('boom'))).toBe(false)
    expect(isUserRejectedError(undefined)).toBe(false)
    expect(isUserRejectedError('4001')).toBe(false)
  })
})
