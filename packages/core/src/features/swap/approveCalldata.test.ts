import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeApproveCall, encodeApproveCall } from './approveCalldata.js'

const router = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'

describe('approve call data', () => {
  it('reads and writes what viem encodes', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, 15n] })
    expect(decodeApproveCall(data)).toEqual({ spender: router.toLowerCase(), amount: 15n })
    expect(encodeApproveCall(router, 15n)).toBe(data)
  })
  it('refuses anything else, e.g. a transfer to an attacker', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [router, 15n],
    })
    expect(decodeApproveCall(transfer)).toBeUndefined()
    expect(decodeApproveCall(`${encodeApproveCall(router, 1n)}00`)).toBeUndefined()
  })
})
