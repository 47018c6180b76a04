import { describe, expect, it } from 'vitest'
import { InvalidParameterError } from '../../errors/parameters.js'
import { checkWalletConnectWallet } from './checkWalletConnectWallet.js'

describe('checkWalletConnectWallet', () => {
  it('keeps the id and name only; undefined stays undefined', () => {
    expect(
      checkWalletConnectWallet({ id: 'rainbow', name: 'Rainbow', homepage: 'https://x.example' }),
    ).toEqual({ id: 'rainbow', name: 'Rainbow' })
    expect(checkWalletConnectWallet(undefined)).toBeUndefined()
  })
  it.each([
    [{ id: '', name: 'Rainbow' }, 'wallet.id'],
    [{ id: 5, name: 'Rainbow' }, 'wallet.id'],
    [{ id: 'rainbow' }, 'wallet.name'],
    [{ id: 'rainbow', name: 'x'.repeat(201) }, 'wallet.name'],
  ])('refuses %j at `%s`', (wallet, parameter) => {
    const error = (() => {
      try {
        checkWalletConnectWallet(wallet)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error).toMatchObject({
      parameter,
      shortMessage: `Invalid parameter \`${parameter}\`: must be a non-empty string of at most 200 characters`,
    })
  })
  it('refuses what is not an object', () => {
    expect(() => checkWalletConnectWallet('rainbow')).toThrow(
      'Invalid parameter `wallet`: must be an object with `id` and `name`',
    )
    expect(() => checkWalletConnectWallet(null)).toThrow(InvalidParameterError)
  })
})
