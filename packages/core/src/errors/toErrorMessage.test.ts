import { describe, expect, it } from 'vitest'
import { LatchError } from './base.js'
import { ChainNotSupportedError, NetworkSwitchDisabledError } from './network.js'
import { toErrorMessage } from './toErrorMessage.js'

describe('toErrorMessage', () => {
  it('gives a spec §8 text as its catalogue key, never as English', () => {
    expect(toErrorMessage(new ChainNotSupportedError({ caipNetworkId: 'eip155:10' }))).toEqual({
      key: 'error.chainNotSupported',
    })
    expect(toErrorMessage(new NetworkSwitchDisabledError({ caipNetworkId: 'eip155:10' }))).toEqual({
      key: 'error.networkSwitchDisabled',
    })
    expect(toErrorMessage(new LatchError('Adapter not found', { details: 'solana' }))).toEqual({
      key: 'error.adapterNotFound',
    })
  })

  it("takes the error's own userMessage first", () => {
    const error = new LatchError('The wallet did not answer', {
      userMessage: { key: 'walletError.timeout' },
    })
    expect(toErrorMessage(error)).toEqual({ key: 'walletError.timeout' })
  })

  it("is 'Unknown error' for a LatchError with no key, never its English", () => {
    expect(toErrorMessage(new LatchError('The request timed out'))).toEqual({
      key: 'error.unknownError',
    })
  })

  it("is 'Unknown error' for anything that is not a LatchError", () => {
    for (const error of [
      new Error('Chain is not supported'),
      'boom',
      undefined,
      { shortMessage: 'x' },
    ])
      expect(toErrorMessage(error)).toEqual({ key: 'error.unknownError' })
  })
})
