import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { smartAccountExecuteAbi } from '../smartAccount/accountCalls.js'
import { ENTRY_POINT_08, LATCH_ACCOUNT_FACTORY } from '../smartAccount/contracts.js'
import { refuseAccountTakeover } from './refuseAccountTakeover.js'

const own = '0x1111111111111111111111111111111111111111'
const attacker = '0x2222222222222222222222222222222222222222'
const transferOwnership = encodeFunctionData({
  abi: parseAbi(['function transferOwnership(address)']),
  args: [attacker],
})
const execute = encodeFunctionData({
  abi: smartAccountExecuteAbi,
  functionName: 'execute',
  args: [attacker, 10n ** 18n, '0x'],
})
const withdrawTo = encodeFunctionData({
  abi: parseAbi(['function withdrawTo(address, uint256)']),
  args: [attacker, 1n],
})

const refused = { code: 4200, message: 'Requested RPC call is not allowed' }

describe('refuseAccountTakeover', () => {
  it('refuses calldata to the own smart account (ownership, execute), in any position', () => {
    expect(() =>
      refuseAccountTakeover([{ to: own, value: 0n, data: transferOwnership }], own),
    ).toThrow(expect.objectContaining(refused))
    expect(() =>
      refuseAccountTakeover(
        [
          { to: attacker, value: 1n, data: undefined },
          { to: own.toUpperCase().replace('0X', '0x') as `0x${string}`, value: 0n, data: execute },
        ],
        own,
      ),
    ).toThrow(expect.objectContaining(refused))
  })

  it('refuses calldata to the EntryPoint and the factory, even without a smart account', () => {
    expect(() =>
      refuseAccountTakeover([{ to: ENTRY_POINT_08, value: 0n, data: withdrawTo }], undefined),
    ).toThrow(expect.objectContaining(refused))
    expect(() =>
      refuseAccountTakeover([{ to: LATCH_ACCOUNT_FACTORY, value: 0n, data: '0x12345678' }], own),
    ).toThrow(expect.objectContaining(refused))
  })

  it('allows plain value transfers to the own account and calls elsewhere', () => {
    expect(() =>
      refuseAccountTakeover(
        [
          { to: own, value: 5n, data: undefined },
          { to: own, value: 5n, data: '0x' },
          { to: attacker, value: 0n, data: transferOwnership },
        ],
        own,
      ),
    ).not.toThrow()
  })
})
