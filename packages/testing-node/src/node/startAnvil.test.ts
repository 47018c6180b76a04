import { requestRpc } from '@latch/testing'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from './getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.ts'

let anvil: StartAnvilReturnType
let port: number

beforeAll(async () => {
  port = await getFreePort()
  anvil = await startAnvil({ port, chainId: 31999 })
})

afterAll(() => anvil?.stop())

test('starts anvil serving the requested chain', async () => {
  expect(anvil).toMatchObject({ url: `http://127.0.0.1:${port}`, chainId: 31999, reused: false })
  expect(await requestRpc(anvil.url, 'eth_chainId')).toBe('0x7cff')
})

test('reuses a node already serving the same chain; its stop leaves the node running', async () => {
  const reused = await startAnvil({ port, chainId: 31999 })
  expect(reused).toMatchObject({ url: anvil.url, chainId: 31999, reused: true })
  await reused.stop()
  expect(await requestRpc(anvil.url, 'eth_chainId')).toBe('0x7cff')
})

test('refuses a port serving another chain, or any node when reuse is off', async () => {
  await expect(startAnvil({ port, chainId: 1 })).rejects.toThrow(
    `Port ${port} is serving chain 31999, expected 1`,
  )
  await expect(startAnvil({ port, chainId: 31999, reuse: false })).rejects.toThrow(
    `Port ${port} is already serving chain 31999`,
  )
})

test('funds the mnemonic accounts and mines on interval with blockTime', async () => {
  const mining = await startAnvil({ port: await getFreePort(), chainId: 31998, blockTime: 1 })
  try {
    const balance = await requestRpc(mining.url, 'eth_getBalance', [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'latest',
    ])
    expect(BigInt(balance as string)).toBe(10_000n * 10n ** 18n)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(Number(await requestRpc(mining.url, 'eth_blockNumber'))).toBeGreaterThan(0)
  } finally {
    await mining.stop()
  }
})

test('stop kills the node and resolves once it exited', async () => {
  const node = await startAnvil({ port: await getFreePort(), chainId: 31997 })
  await Promise.all([node.stop(), node.stop()])
  await expect(requestRpc(node.url, 'eth_chainId')).rejects.toMatchObject({ code: 4901 })
})

test('reports anvil exiting before it answers, with its stderr', async () => {
  await expect(
    startAnvil({ port: await getFreePort(), mnemonic: 'not a valid mnemonic' }),
  ).rejects.toThrow(/^anvil exited \(1\) before answering on http:\/\/127\.0\.0\.1:\d+: .+/s)
})
