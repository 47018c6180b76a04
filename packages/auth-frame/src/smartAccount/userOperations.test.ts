import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, custom } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, describe, expect, test } from 'vitest'
import { createCallsRegistry } from '../rpc/createCallsRegistry.js'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import { latchAccountAddress } from './latchAccountAddress.js'
import { signAndSend } from './userOperations.js'

/** A bundler that answers `answers[method]` to every call. */
async function fakeBundler(answers: Record<string, unknown>) {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const servers: ReturnType<typeof createServer>[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

const networkWith = (bundlerUrl: string) => {
  const client = createClient({
    chain: foundry,
    transport: custom({
      async request() {
        throw new Error('no node in this test')
      },
    }),
  })
  return {
    chain: foundry,
    client,
    trusted: Promise.resolve(undefined),
    network: {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      smartAccount: { type: '4337', bundlerUrl },
    },
  } as unknown as NetworkClient
}

const hash = (byte: string) => `0x${byte.repeat(32)}` as const

describe('signAndSend', () => {
  test('a bundler answering another hash than the one signed is an error (-32603)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const network = networkWith(await fakeBundler({ eth_sendUserOperation: hash('ab') }))
    const operation = {
      sender: latchAccountAddress(owner.address),
      nonce: 0n,
      callData: '0x',
      callGasLimit: 100_000n,
      verificationGasLimit: 100_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      signature: '0x',
    } as UserOperation<'0.8'>
    const prepared = {
      operation,
      plan: {
        via: 'userOperation',
        sender: operation.sender,
        upgrade: false,
        sponsored: false,
        maxFee: 1n,
      },
    } as const
    await expect(signAndSend(network, prepared, owner)).rejects.toMatchObject({
      code: -32603,
      message: 'The bundler answered another user operation hash than the one signed.',
    })
  })
})

describe('wallet_getCallsStatus of a user operation', () => {
  test('its receipt carries the operation’s own logs, not the whole bundle’s', async () => {
    const log = (topic: string, index: number) => ({
      address: '0x1111111111111111111111111111111111111111',
      data: '0x',
      topics: [hash(topic)],
      blockHash: hash('01'),
      blockNumber: '0x1',
      logIndex: `0x${index.toString(16)}`,
      transactionHash: hash('02'),
      transactionIndex: '0x0',
      removed: false,
    })
    const network = networkWith(
      await fakeBundler({
        eth_getUserOperationReceipt: {
          userOpHash: hash('03'),
          entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
          sender: '0x2222222222222222222222222222222222222222',
          nonce: '0x0',
          actualGasCost: '0x1',
          actualGasUsed: '0x1',
          success: true,
          logs: [log('0a', 1)],
          receipt: {
            blockHash: hash('01'),
            blockNumber: '0x1',
            from: '0x3333333333333333333333333333333333333333',
            to: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
            gasUsed: '0x5208',
            cumulativeGasUsed: '0x5208',
            effectiveGasPrice: '0x1',
            status: '0x1',
            transactionHash: hash('02'),
            transactionIndex: '0x0',
            type: '0x2',
            logsBloom: `0x${'00'.repeat(256)}`,
            contractAddress: null,
            logs: [log('0b', 0), log('0a', 1), log('0c', 2)],
          },
        },
      }),
    )
    const registry = createCallsRegistry()
    const { id } = registry.addUserOperation(network, hash('03'))
    const status = (await registry.status([id])) as {
      status: number
      receipts: { logs: unknown[] }[]
    }
    expect(status.status).toBe(200)
    expect(status.receipts[0]?.logs).toEqual([
      { address: '0x1111111111111111111111111111111111111111', data: '0x', topics: [hash('0a')] },
    ])
  })
})
