import type { SIWXMessageData, SIWXSession } from '@latch/core'
import {
  createMemoryStorage,
  InvalidOptionError,
  InvalidSIWXSessionError,
  UnsupportedSIWXNamespaceError,
} from '@latch/core'
import { createDevWallet } from '@latch/testing'
import { stringToHex } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createSIWX } from './createSIWX.js'
import { eip4361Example } from './testing/eip4361Example.js'
import { createEip155Verifier } from './verifiers/createEip155Verifier.js'

const HOUR_MS = 60 * 60 * 1000
let now: number
let storage: ReturnType<typeof createMemoryStorage>
const wallet = createDevWallet({
  chains: [{ id: 1, name: 'Ethereum' }],
  storage: createMemoryStorage(),
})
await wallet.request({ method: 'eth_requestAccounts' })

beforeEach(() => {
  now = Date.parse('2026-03-01T12:00:00Z')
  storage = createMemoryStorage()
})

function setup(parameters: Parameters<typeof createSIWX>[0] = {}) {
  return createSIWX({
    domain: 'app.example',
    uri: 'https://app.example',
    storage,
    ...parameters,
    clock: () => now,
  })
}

/** Asks `siwx` for a message; `edit` plays an attacker or a buggy wallet; the wallet signs. */
async function signIn(
  siwx: ReturnType<typeof createSIWX>,
  edit?: (data: SIWXMessageData) => SIWXMessageData,
): Promise<SIWXSession> {
  const issued = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
  const fields: SIWXMessageData = JSON.parse(JSON.stringify(issued))
  const data = edit ? edit(fields) : fields
  const message = edit ? await createEip155Verifier().formatMessage(data) : issued.toString()
  const signature = await wallet.request({
    method: 'personal_sign',
    params: [stringToHex(message), wallet.address],
  })
  return { data, message, signature }
}

describe('createMessage (EIP-4361)', () => {
  test('writes the EIP-4361 example message field by field', async () => {
    const { resources, ...example } = eip4361Example.data
    now = Date.parse(example.issuedAt)
    const siwx = setup({
      domain: example.domain,
      uri: example.uri,
      statement: example.statement,
      nonceProvider: () => example.nonce,
    })
    const message = await siwx.createMessage({
      accountAddress: example.accountAddress,
      chainId: example.chainId,
    })
    // The example's lines up to "Issued At", then the expiration createSIWX adds (24 h later).
    const [lines] = eip4361Example.message.split('\nResources:')
    expect(message.toString()).toBe(`${lines}\nExpiration Time: 2021-10-01T16:25:24Z`)
    expect({ ...message }).toEqual({
      ...example,
      expirationTime: '2021-10-01T16:25:24Z',
      toString: expect.any(Function),
    })
    // viem's own EIP-4361 parser and validator agree.
    const parsed = parseSiweMessage(message.toString())
    expect(parsed).toMatchObject({ address: example.accountAddress, chainId: 1, nonce: '32891756' })
    expect(
      validateSiweMessage({ message: parsed, domain: 'service.org', time: new Date(now) }),
    ).toBe(true)
  })

  test('issues a fresh 128-bit nonce per message, valid for expirationTimeMs', async () => {
    const siwx = setup({ expirationTimeMs: HOUR_MS })
    const input = { accountAddress: wallet.address, chainId: 'eip155:1' } as const
    const [a, b] = [await siwx.createMessage(input), await siwx.createMessage(input)]
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(b.nonce).not.toBe(a.nonce)
    expect(Date.parse(a.expirationTime ?? '') - Date.parse(a.issuedAt)).toBe(HOUR_MS)
  })

  test('rejects a namespace without a verifier', async () => {
    const cosmos = { accountAddress: 'cosmos1abc', chainId: 'cosmos:cosmoshub-4' } as const
    await expect(setup().createMessage(cosmos)).rejects.toThrow(UnsupportedSIWXNamespaceError)
    await expect(setup().createMessage(cosmos)).rejects.toThrow(
      'No SIWX verifier for namespace "cosmos"',
    )
    // Solana is a default; with only the eip155 verifier, it is not handled.
    const solana = {
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    } as const
    const evmOnly = setup({ verifiers: [createEip155Verifier()] })
    await expect(evmOnly.createMessage(solana)).rejects.toMatchObject({
      name: 'UnsupportedSIWXNamespaceError',
      namespace: 'solana',
      details: 'Sign-in handles: eip155.',
    })
  })
})

describe('addSession', () => {
  test('accepts a session signed by the account and returns it per CAIP-10 account', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    await siwx.addSession(session)
    const kept = await siwx.getSessions('eip155:1', wallet.address)
    expect(kept).toEqual([session])
    expect(await siwx.getSessions('eip155:1', wallet.address.toLowerCase())).toEqual(kept)
    expect(await siwx.getSessions('eip155:10', wallet.address)).toEqual([])
    expect(JSON.parse(storage.getItem('@latch/siwx_sessions') ?? '')).toEqual([session])
  })

  test('a new sign-in replaces the account’s session', async () => {
    const siwx = setup()
    await siwx.addSession(await signIn(siwx))
    const second = await signIn(siwx)
    await siwx.addSession(second)
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([second])
  })

  test('rejects a tampered signature', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    // Change one hex digit of r (always a different digit, so the signature really changes).
    const flipped = session.signature[10] === '0' ? '1' : '0'
    const signature = `${session.signature.slice(0, 10)}${flipped}${session.signature.slice(11)}`
    await expect(siwx.addSession({ ...session, signature })).rejects.toMatchObject({
      name: 'InvalidSIWXSessionError',
      check: 'signature',
      shortMessage: 'Invalid SIWX session: the signature is invalid',
    })
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
  })

  test.each([
    ['domain', (data: SIWXMessageData) => ({ ...data, domain: 'evil.example' })],
    ['chainId', (data: SIWXMessageData) => ({ ...data, chainId: 'eip155:10' as const })],
    [
      'address',
      (data: SIWXMessageData) => ({
        ...data,
        accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    ],
    ['notBefore', (data: SIWXMessageData) => ({ ...data, notBefore: '2026-03-02T00:00:00Z' })],
    ['message', (data: SIWXMessageData) => ({ ...data, statement: 'Send me your funds' })],
    [
      'expirationTime',
      (data: SIWXMessageData) => ({ ...data, expirationTime: '2026-03-01T11:00:00Z' }),
    ],
  ] as const)('rejects a message whose %s is not the issued one', async (check, edit) => {
    const siwx = setup()
    const error = await siwx.addSession(await signIn(siwx, edit)).catch((error) => error)
    expect(error).toBeInstanceOf(InvalidSIWXSessionError)
    expect(error.check).toBe(check)
  })

  test('rejects an expired message (fake clock)', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    now += 24 * HOUR_MS
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      check: 'expirationTime',
      shortMessage: 'Invalid SIWX session: the message has expired',
    })
  })

  test('rejects a reused nonce, and a nonce issued by another instance', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    await siwx.addSession(session)
    const replay = siwx.addSession(session)
    await expect(replay).rejects.toMatchObject({
      check: 'nonce',
      shortMessage: 'Invalid SIWX session: the nonce was not issued here or was already used',
    })
    await expect(setup().addSession(await signIn(siwx))).rejects.toMatchObject({ check: 'nonce' })
  })

  test('a nonce is good for one attempt, even a failed one', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    await expect(siwx.addSession({ ...session, signature: '0x' })).rejects.toThrow()
    await expect(siwx.addSession(session)).rejects.toMatchObject({ check: 'nonce' })
  })
})

describe('sessions', () => {
  test('expired sessions are dropped on read', async () => {
    const siwx = setup({ expirationTimeMs: HOUR_MS })
    await siwx.addSession(await signIn(siwx))
    now += HOUR_MS
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
    expect(storage.getItem('@latch/siwx_sessions')).toBe('[]')
  })

  test('revokeSession forgets one account; setSessions replaces all', async () => {
    const siwx = setup()
    const session = await signIn(siwx)
    await siwx.addSession(session)
    await siwx.revokeSession('eip155:1', wallet.address.toLowerCase())
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
    await siwx.setSessions([session])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([session])
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
  })

  test('unreadable storage reads as no session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    storage.setItem('@latch/siwx_sessions', '[{"not":"a session"},')
    expect(await setup().getSessions('eip155:1', wallet.address)).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      '[Latch] Ignored a stored "@latch/siwx_sessions" that is not JSON',
    )
    warn.mockRestore()
    storage.setItem('@latch/siwx_sessions', '[{"not":"a session"}]')
    expect(await setup().getSessions('eip155:1', wallet.address)).toEqual([])
  })
})

describe('options', () => {
  test('required defaults to false', () => {
    expect(setup().getRequired?.()).toBe(false)
    expect(setup({ required: true }).getRequired?.()).toBe(true)
  })

  test('domain and uri are required where there is no window.location', () => {
    expect(() => createSIWX({ uri: 'https://app.example' })).toThrow(InvalidOptionError)
    expect(() => createSIWX({ uri: 'https://app.example' })).toThrow(
      'Invalid option `domain`: is required where there is no window.location',
    )
    expect(() => createSIWX({ domain: 'app.example' })).toThrow(
      'Invalid option `uri`: is required where there is no window.location',
    )
  })
})

describe('one-click auth (WalletConnect session_authenticate, spec §4)', () => {
  /** The wallet writes the EIP-4361 text itself, here with a ReCap resource as WalletConnect adds. */
  async function walletWrittenSession(
    siwx: ReturnType<typeof createSIWX>,
    edit: (nonce: string) => string = (n) => n,
    times: { expirationTime?: Date; notBefore?: Date } = {},
  ) {
    const issued = await siwx.createMessage({
      accountAddress: '0x0000000000000000000000000000000000000000',
      chainId: 'eip155:1',
    })
    const message = createSiweMessage({
      domain: issued.domain,
      uri: issued.uri,
      version: '1',
      chainId: 1,
      nonce: edit(issued.nonce),
      address: wallet.address,
      issuedAt: new Date(issued.issuedAt),
      statement: `${issued.statement ?? 'Sign in'} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.`,
      resources: ['urn:recap:eyJhdHQiOnt9fQ'],
      ...times,
    })
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.address],
    })
    const { toString: _toString, ...data } = issued
    return {
      data: { ...data, accountAddress: wallet.address },
      message,
      signature,
      cacao: { h: { t: 'caip122' } },
    }
  }

  test('accepts the text the wallet wrote when it states the issued fields and the signature verifies', async () => {
    const siwx = setup()
    const session = await walletWrittenSession(siwx)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', wallet.address)).toHaveLength(1)
  })

  test('rejects a wallet-written text that expired or is not yet valid, whatever the data says', async () => {
    const siwx = setup()
    const expired = await walletWrittenSession(siwx, undefined, {
      expirationTime: new Date(now - 60_000),
    })
    await expect(siwx.addSession(expired)).rejects.toMatchObject({ check: 'expirationTime' })
    const early = await walletWrittenSession(siwx, undefined, {
      notBefore: new Date(now + 3_600_000),
    })
    await expect(siwx.addSession(early)).rejects.toMatchObject({ check: 'notBefore' })
  })

  test('rejects a wallet-written text with another nonce', async () => {
    const siwx = setup()
    const session = await walletWrittenSession(siwx, (nonce) => `${nonce}x`)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ check: 'message' })
  })
})

describe('issued messages are bounded (a page asking in a loop cannot grow memory)', () => {
  test('an expired message is dropped; past 1,000 waiting, the oldest goes', async () => {
    const siwx = setup({ expirationTimeMs: 60_000 })
    const first = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    for (let i = 0; i < 1_000; i++)
      await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(first.toString()), wallet.address],
    })
    const { toString: firstText, ...data } = first
    await expect(siwx.addSession({ data, message: firstText(), signature })).rejects.toMatchObject({
      check: 'nonce',
    })

    const late = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    now += 61_000
    await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    const lateSignature = await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(late.toString()), wallet.address],
    })
    const { toString: lateText, ...lateData } = late
    await expect(
      siwx.addSession({ data: lateData, message: lateText(), signature: lateSignature }),
    ).rejects.toMatchObject({ check: 'nonce' })
  })
})
