import { type CaipNetwork, isUserRejectedError } from '@latch/core'
import type { StartSolanaRpcReturnType } from '@latch/testing-node'
import { generateKeyPairSigner, lamports, type Signature } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectDevSolanaWallet } from './testing/connectDevSolanaWallet.js'
import { startFundedSolanaRpc } from './testing/startFundedSolanaRpc.js'

const SOL = 1_000_000_000n

let server: StartSolanaRpcReturnType
let network: CaipNetwork
let rpc: Awaited<ReturnType<typeof startFundedSolanaRpc>>['rpc']

beforeAll(async () => {
  ;({ server, network, rpc } = await startFundedSolanaRpc())
})
afterAll(() => server.stop())

const connected = (options: { signOnly?: boolean } = {}) => connectDevSolanaWallet(network, options)

const balanceOf = async (address: string) => (await rpc.getBalance(address as never).send()).value

describe('createSolanaAdapter on the litesvm RPC with the dev Solana wallet', () => {
  it('reads the balance in SOL with the network’s symbol', async () => {
    const { adapter } = await connected()
    const recipient = (await generateKeyPairSigner()).address
    await rpc.requestAirdrop(recipient, lamports(1_500_000_000n)).send()
    expect(await adapter.getBalance({ address: recipient, caipNetwork: network })).toEqual({
      balance: '1.5',
      symbol: 'SOL',
    })
  })

  it('estimates the fee of a transfer in lamports (getFeeForMessage)', async () => {
    const { adapter, address } = await connected()
    const to = (await generateKeyPairSigner()).address
    expect(
      await adapter.estimateFee({ caipNetwork: network, from: address, to, value: SOL }),
    ).toEqual({ fee: 5_000n })
  })

  it('sends a SOL transfer through solana:signAndSendTransaction', async () => {
    const { adapter, address } = await connected()
    const to = (await generateKeyPairSigner()).address
    const before = await balanceOf(address)
    const signature = await adapter.sendTransaction({
      caipNetwork: network,
      from: address,
      to,
      value: SOL / 4n,
    })
    expect(await balanceOf(to)).toBe(SOL / 4n)
    expect(await balanceOf(address)).toBe(before - SOL / 4n - 5_000n)
    const [status] = (await rpc.getSignatureStatuses([signature as Signature]).send()).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('signs with solana:signTransaction and sends through the RPC when the wallet only signs', async () => {
    const { adapter, address } = await connected({ signOnly: true })
    const to = (await generateKeyPairSigner()).address
    const signature = await adapter.sendTransaction({
      caipNetwork: network,
      from: address,
      to,
      value: 1_000_000n,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await balanceOf(to)).toBe(1_000_000n)
  })

  it('rejects a send the user declines as a user rejection, sending nothing', async () => {
    const { adapter, wallet, address } = await connected()
    const to = (await generateKeyPairSigner()).address
    wallet.setNextApproval('reject')
    const error = await adapter
      .sendTransaction({ caipNetwork: network, from: address, to, value: 1n })
      .catch((e) => e)
    expect(isUserRejectedError(error)).toBe(true)
    expect(await balanceOf(to)).toBe(0n)
  })

  it('tells of new blocks by polling getSlot every 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const { adapter } = await connected()
      const onNewBlock = vi.fn()
      const stop = adapter.watchNewBlocks?.({ caipNetwork: network, onNewBlock })
      await vi.advanceTimersByTimeAsync(4_000)
      await vi.waitFor(() => expect(onNewBlock).not.toHaveBeenCalled())
      await rpc.requestAirdrop((await generateKeyPairSigner()).address, lamports(SOL)).send()
      await vi.advanceTimersByTimeAsync(4_000)
      await vi.waitFor(() => expect(onNewBlock).toHaveBeenCalledTimes(1))
      stop?.()
    } finally {
      vi.useRealTimers()
    }
  })
})
