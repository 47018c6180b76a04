import { isUserRejectedError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './errors.js'
import { toUserRejection } from './toUserRejection.js'

describe('toUserRejection', () => {
  it('passes errors core already reads as rejections on as they are', () => {
    const phantom = { code: 4001, message: 'User rejected the request.' }
    expect(toUserRejection(phantom)).toBe(phantom)
    const walletConnect = { code: 5000, message: 'User rejected.' }
    expect(toUserRejection(walletConnect)).toBe(walletConnect)
  })

  it.each([
    [
      'a WalletStandardError (context.__code 4001000)',
      Object.assign(new Error('x'), { context: { __code: 4_001_000 } }),
    ],
    ['code 4001000', { code: 4_001_000 }],
    ['a message only', new Error('User rejected the request')],
    ['Backpack’s wording', new Error('Approval Denied')],
    ['a string', 'user cancelled'],
  ])('turns %s into a UserRejectedRequestError with the cause', (_, error) => {
    const mapped = toUserRejection(error)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect((mapped as Error).cause).toBe(error)
    expect(isUserRejectedError(mapped)).toBe(true)
  })

  it('passes other errors on, and never throws reading a hostile one', () => {
    const failure = new Error('Transaction simulation failed')
    expect(toUserRejection(failure)).toBe(failure)
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    expect(toUserRejection(hostile)).toBe(hostile)
    expect(toUserRejection(undefined)).toBeUndefined()
  })
})
