import { describe, expect, it } from 'vitest'
import {
  LATCH_ACCOUNT_FACTORY,
  LATCH_SMART_ACCOUNT,
} from '../../../auth-frame/src/smartAccount/contracts.js'
import { latchAccountDeployment } from './smartAccountAddresses.js'

describe('latchAccountDeployment', () => {
  it('computes the CREATE2 addresses the frame holds as constants', () => {
    const deployment = latchAccountDeployment()
    expect(deployment.account).toBe(LATCH_SMART_ACCOUNT)
    expect(deployment.factory).toBe(LATCH_ACCOUNT_FACTORY)
    // The factory's init code ends with the implementation's address as constructor argument.
    expect(
      deployment.factoryInitCode.toLowerCase().endsWith(LATCH_SMART_ACCOUNT.slice(2).toLowerCase()),
    ).toBe(true)
  }, 60_000)
})
