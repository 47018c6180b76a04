import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  HttpRequestError,
  InvalidInputRpcError,
  MethodNotFoundRpcError,
  RpcRequestError,
} from 'viem'
import { expect, test } from 'vitest'
import { readSimulationError } from './readSimulationError.js'

test('a node without eth_simulateV1 is unavailable', () => {
  expect(readSimulationError(new MethodNotFoundRpcError(new Error('x')))).toEqual({
    unavailable: true,
  })
  const notSupported = new RpcRequestError({
    body: {},
    url: 'http://node',
    error: { code: -32000, message: 'eth_simulateV1 is not supported' },
  })
  expect(readSimulationError(notSupported)).toEqual({ unavailable: true })
})

test('a revert gives its decoded reason, another JSON-RPC error its short message', () => {
  const revert = new ContractFunctionRevertedError({ abi: [], functionName: 'transfer' })
  Object.assign(revert, { reason: 'LatchErc20: transfer amount exceeds balance' })
  const wrapped = new ContractFunctionExecutionError(revert, { abi: [], functionName: 'transfer' })
  expect(readSimulationError(wrapped)).toEqual({
    unavailable: false,
    reason: 'LatchErc20: transfer amount exceeds balance',
  })
  const invalid = new InvalidInputRpcError(new Error('insufficient funds for gas * price + value'))
  expect(readSimulationError(invalid)).toEqual({ unavailable: false, reason: invalid.shortMessage })
})

test('no JSON-RPC answer (the node is unreachable) is not read', () => {
  expect(readSimulationError(new HttpRequestError({ url: 'http://node' }))).toBeUndefined()
  expect(readSimulationError(new Error('boom'))).toBeUndefined()
})
