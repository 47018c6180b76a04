import { encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { smartAccountExecuteAbi } from '../smartAccount/accountCalls.js'
import { ENTRY_POINT_08 } from '../smartAccount/contracts.js'
import { parseUnsafeRequest } from './parseUnsafeRequest.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const smart = '0x1111111111111111111111111111111111111111'
const target = '0x2222222222222222222222222222222222222222'
const wallet = { address: smart, chainId: 31337, smartAccount: smart } as const
const sendCalls = (request: Record<string, unknown>, paymaster = true) =>
  parseUnsafeRequest(
    'wallet_sendCalls',
    [{ version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to: target }], ...request }],
    { ...wallet, paymaster },
  )
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return [(error as { code: number }).code, (error as Error).message]
  }
  return undefined
}

describe('parseUnsafeRequest: wallet_sendCalls', () => {
  test('the calls come back in order, values in wei, atomicRequired as asked', () => {
    expect(
      sendCalls({
        atomicRequired: true,
        calls: [{ to: target, value: '0x10', data: '0xabcd' }, { to: address }],
      }),
    ).toEqual({
      method: 'wallet_sendCalls',
      atomicRequired: true,
      calls: [
        { to: target, value: 16n, data: '0xabcd' },
        { to: address, value: 0n, data: undefined },
      ],
    })
    expect(sendCalls({})).toMatchObject({ atomicRequired: false })
  })

  test('another chain or malformed params: -32602; another from: 4100', () => {
    expect(codeOf(() => sendCalls({ chainId: '0x1' }))?.[0]).toBe(-32602)
    expect(codeOf(() => sendCalls({ calls: [] }))?.[0]).toBe(-32602)
    expect(codeOf(() => sendCalls({ calls: [{ to: 'nope' }] }))?.[0]).toBe(-32602)
    expect(codeOf(() => sendCalls({ from: address }))?.[0]).toBe(4100)
  })

  test('a version other than 2.0.0: -32602', () => {
    expect(codeOf(() => sendCalls({ version: '1.0' }))).toEqual([
      -32602,
      'Invalid params: version 1.0 is not 2.0.0',
    ])
  })

  test('paymasterService required where no paymaster sponsors the send: 5700', () => {
    const required = { capabilities: { paymasterService: { url: 'https://x' } } }
    expect(codeOf(() => sendCalls(required, false))).toEqual([
      5700,
      'Unsupported non-optional capability: paymasterService',
    ])
    const optional = { capabilities: { paymasterService: { url: 'https://x', optional: true } } }
    expect(sendCalls(optional, false)).toMatchObject({ method: 'wallet_sendCalls' })
    expect(sendCalls(required, true)).toMatchObject({ method: 'wallet_sendCalls' })
  })

  test('more than 50 calls: 5740', () => {
    const calls = Array.from({ length: 51 }, () => ({ to: target }))
    expect(codeOf(() => sendCalls({ calls }))).toEqual([5740, 'Too many calls: at most 50'])
    expect(sendCalls({ calls: calls.slice(1) })).toMatchObject({ method: 'wallet_sendCalls' })
  })

  test('an unknown required capability: 5700; optional or known ones pass', () => {
    expect(codeOf(() => sendCalls({ capabilities: { magic: {} } }))).toEqual([
      5700,
      'Unsupported non-optional capability: magic',
    ])
    expect(
      codeOf(() => sendCalls({ calls: [{ to: target, capabilities: { magic: true } }] }))?.[0],
    ).toBe(5700)
    expect(
      sendCalls({
        capabilities: { magic: { optional: true }, paymasterService: { url: 'https://x' } },
      }),
    ).toMatchObject({ method: 'wallet_sendCalls' })
  })
})

describe('parseUnsafeRequest: eth_sendUserOperation', () => {
  const batch = encodeFunctionData({
    abi: smartAccountExecuteAbi,
    functionName: 'executeBatch',
    args: [
      [
        { target, value: 5n, data: '0x' },
        { target: address, value: 0n, data: '0x1234' },
      ],
    ],
  })
  const send = (operation: Record<string, unknown>, entryPoint: string = ENTRY_POINT_08) =>
    parseUnsafeRequest(
      'eth_sendUserOperation',
      [{ sender: smart, nonce: '0x0', callData: batch, ...operation }, entryPoint],
      wallet,
    )

  test("the account's executeBatch is decoded into its calls", () => {
    expect(send({})).toEqual({
      method: 'eth_sendUserOperation',
      calls: [
        { to: target, value: 5n, data: undefined },
        { to: address, value: 0n, data: '0x1234' },
      ],
    })
  })

  test('execute is one call', () => {
    const callData = encodeFunctionData({
      abi: smartAccountExecuteAbi,
      functionName: 'execute',
      args: [target, 1n, '0xbeef'],
    })
    expect(send({ callData })).toEqual({
      method: 'eth_sendUserOperation',
      calls: [{ to: target, value: 1n, data: '0xbeef' }],
    })
  })

  test('another sender or no smart account: 4100; another entry point or calldata: -32602', () => {
    expect(codeOf(() => send({ sender: address }))?.[0]).toBe(4100)
    expect(
      codeOf(() =>
        parseUnsafeRequest(
          'eth_sendUserOperation',
          [{ sender: smart, callData: batch }, ENTRY_POINT_08],
          {
            address: smart,
            chainId: 31337,
          },
        ),
      )?.[0],
    ).toBe(4100)
    expect(codeOf(() => send({}, '0x0000000071727De22E5E9d8BAf0edAc6f37da032'))?.[0]).toBe(-32602)
    expect(codeOf(() => send({ callData: '0x12345678' }))?.[0]).toBe(-32602)
  })
})
