import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { createDevWalletPrompt } from '../wallet/createDevWalletPrompt.ts'
import { createDevSolanaKeys } from './createDevSolanaKeys.ts'
import { createDevSolanaSigningFeatures } from './createDevSolanaSigningFeatures.ts'

/** A legacy transfer-shaped wire transaction with `signers` signature slots (zeros). */
function unsignedTransaction(signers: readonly Uint8Array[]): Uint8Array {
  const keys = [...signers, new Uint8Array(32)]
  const message = [
    signers.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(7),
    1,
    keys.length - 1,
    1,
    0,
    4,
    2,
    0,
    0,
    0,
  ]
  return new Uint8Array([signers.length, ...new Uint8Array(64 * signers.length), ...message])
}

const keys = createDevSolanaKeys(0)
const account = { address: keys.address, publicKey: keys.publicKey } as never
const rpcUrl = 'http://127.0.0.1:1/rpc'

function setUp() {
  const user = createDevWalletPrompt()
  const features = createDevSolanaSigningFeatures({
    checkAccount(asked) {
      if ((asked as { address?: string } | undefined)?.address !== keys.address) {
        throw DevWalletRpcError.unauthorized()
      }
    },
    keys: () => keys,
    prompt: user.prompt,
    rpcUrls: { 'solana:localnet': rpcUrl },
  })
  return { user, features }
}

/** A node answering `sendTransaction` with `signature` and `getSignatureStatuses` with `statuses` in turn. */
function stubNode(signature: string, statuses: (string | null)[] = []) {
  const calls: { method: string; params: unknown[] }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { id, method, params } = JSON.parse(init.body)
      calls.push({ method, params })
      const result =
        method === 'sendTransaction'
          ? signature
          : { value: [{ confirmationStatus: statuses.shift() ?? null }] }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
    }),
  )
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createDevSolanaSigningFeatures', () => {
  it('signs messages with ed25519 (verified with @noble/curves)', async () => {
    const { features } = setUp()
    const message = new TextEncoder().encode('Sign in to Latch')
    const [output] = await features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(output?.signature).toHaveLength(64)
    expect(ed25519.verify(output?.signature as Uint8Array, message, keys.publicKey)).toBe(true)
  })

  it('signs a wire transaction in its signer slot, keeping the other signatures', async () => {
    const { features } = setUp()
    const other = createDevSolanaKeys(9).publicKey
    const transaction = unsignedTransaction([other, keys.publicKey])
    transaction.fill(5, 1, 65)
    const [output] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction,
    })
    const signed = output?.signedTransaction as Uint8Array
    const message = signed.subarray(1 + 128)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64).fill(5))
    expect(ed25519.verify(signed.subarray(65, 129), message, keys.publicKey)).toBe(true)
    expect(transaction.subarray(65, 129)).toEqual(new Uint8Array(64))
  })

  it('refuses malformed inputs (-32602) before prompting', async () => {
    const { user, features } = setUp()
    user.nextApproval = 'reject'
    await expect(
      features['solana:signMessage'].signMessage({ account, message: 'text' as never }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: unsignedTransaction([createDevSolanaKeys(3).publicKey]),
      }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: unsignedTransaction([createDevSolanaKeys(3).publicKey]),
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:mainnet',
        transaction: unsignedTransaction([keys.publicKey]),
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('solana:mainnet') })
  })

  it('signs and sends through the chain’s RPC URL, base64, and answers the signature', async () => {
    const { features } = setUp()
    const signature = base58.encode(new Uint8Array(64).fill(3))
    const calls = stubNode(signature)
    const transaction = unsignedTransaction([keys.publicKey])
    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction,
      options: { skipPreflight: true, maxRetries: 2 },
    })
    expect(output?.signature).toEqual(new Uint8Array(64).fill(3))
    expect(calls).toEqual([
      {
        method: 'sendTransaction',
        params: [
          expect.any(String),
          {
            encoding: 'base64',
            skipPreflight: true,
            preflightCommitment: 'confirmed',
            maxRetries: 2,
          },
        ],
      },
    ])
    const sent = base64.decode(calls[0]?.params[0] as string)
    expect(ed25519.verify(sent.subarray(1, 65), sent.subarray(65), keys.publicKey)).toBe(true)
  })

  it('waits for the asked commitment after sending', async () => {
    const { features } = setUp()
    const calls = stubNode(base58.encode(new Uint8Array(64).fill(4)), ['processed', 'finalized'])
    await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: 'solana:localnet',
      transaction: unsignedTransaction([keys.publicKey]),
      options: { commitment: 'confirmed' },
    })
    expect(calls.map((call) => call.method)).toEqual([
      'sendTransaction',
      'getSignatureStatuses',
      'getSignatureStatuses',
    ])
  })
})
