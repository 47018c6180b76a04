// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, test, vi } from 'vitest'
import { withSolanaKey } from '../keys/solanaKey.js'
import { network, setup } from '../testing/setupFrameHandler.js'

// Issue 32 (C1) at the frame's protocol edge: the Solana methods through the frame handler.

const LOCAL = {
  reference: 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ',
  name: 'Solana Local',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { symbol: 'SOL', decimals: 9 },
}
const chainId = `solana:${LOCAL.reference}`
const request = (method: string, params?: unknown) => ({ type: 'request', method, params })

async function started(options: { signedIn?: boolean; solana?: boolean } = {}) {
  const frame = await setup({ init: false, signedIn: options.signedIn ?? true })
  await frame.send({
    type: 'init',
    networks: [network(31337)],
    chainId: 31337,
    ...(options.solana === false ? {} : { solanaNetworks: [LOCAL] }),
  })
  const address = await withSolanaKey(frame.shares, (key) => key.address)
  return { ...frame, address }
}

describe('createAuthFrameHandler: Solana (issue 32)', () => {
  test('the Solana address is computed when the session is restored; solana_getAccounts answers its CAIP-10 id', async () => {
    const { send, session, address } = await started()
    await vi.waitFor(() => expect(session.signingShares).toHaveBeenCalled())
    expect(await send(request('solana_getAccounts'))).toMatchObject({
      ok: true,
      result: [`${chainId}:${address}`],
    })
  })

  test('without Solana networks: no accounts, and any chainId is unknown (-32602)', async () => {
    const { send, address } = await started({ solana: false })
    expect(await send(request('solana_getAccounts'))).toMatchObject({ ok: true, result: [] })
    const message = getBase58Decoder().decode(new TextEncoder().encode('hi'))
    expect(
      await send(request('solana_signMessage', { message, pubkey: address, chainId })),
    ).toMatchObject({ ok: false, error: { code: -32602 } })
  })

  test('signed out: 4100', async () => {
    const { send, address } = await started({ signedIn: false })
    expect(await send(request('solana_getAccounts'))).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    const message = getBase58Decoder().decode(new TextEncoder().encode('hi'))
    expect(
      await send(request('solana_signMessage', { message, pubkey: address, chainId })),
    ).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  test('solana_signMessage waits for the approval, then answers an ed25519 signature; a rejection is 4001', async () => {
    const { start, shown, address, events } = await started()
    const bytes = new TextEncoder().encode('Sign in to Latch')
    const message = getBase58Decoder().decode(bytes)
    const signing = start(request('solana_signMessage', { message, pubkey: address, chainId }))
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(events()).toContain('approvalRequired')
    expect(signing.answered()).toBeUndefined()
    await shown[0]?.approve()
    const answer = (await signing.answer()) as { result: { signature: string } }
    const signature = getBase58Encoder().encode(answer.result.signature) as Uint8Array
    const publicKey = getBase58Encoder().encode(address) as Uint8Array
    expect(ed25519.verify(signature, bytes, publicKey)).toBe(true)

    const rejected = start(request('solana_signMessage', { message, pubkey: address, chainId }))
    await vi.waitFor(() => expect(shown).toHaveLength(2))
    shown[1]?.reject()
    expect(await rejected.answer()).toMatchObject({ ok: false, error: { code: 4001 } })
  })
})
