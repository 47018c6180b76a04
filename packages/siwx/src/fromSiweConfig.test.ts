import {
  fromSiweConfig,
  InvalidSIWXSessionError,
  type SIWEConfig,
  type SIWESession,
  UnsupportedSIWXNamespaceError,
} from '@latch/core'
import { ANVIL_TEST_MNEMONIC } from '@latch/testing'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, test, vi } from 'vitest'
import { generateSIWXNonce } from './nonce/generateSIWXNonce.js'

const account = mnemonicToAccount(ANVIL_TEST_MNEMONIC)
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** A legacy SIWE app as AppKit documents it: its server issues nonces and keeps one session. */
function createLegacyConfig(overrides: Partial<SIWEConfig> = {}) {
  const nonces = new Set<string>()
  let session: SIWESession | null = null
  const siweConfig = {
    getMessageParams: async () => ({
      domain: 'legacy.example',
      uri: 'https://legacy.example',
      statement: 'Sign in to Legacy',
      chains: [1],
    }),
    getNonce: vi.fn(async () => {
      const nonce = generateSIWXNonce()
      nonces.add(nonce)
      return nonce
    }),
    createMessage: ({ address, chainId, domain, uri, nonce, statement, iat }) =>
      createSiweMessage({
        address: address as `0x${string}`,
        chainId,
        domain,
        uri,
        nonce,
        statement,
        version: '1',
        issuedAt: iat ? new Date(iat) : undefined,
      }),
    verifyMessage: vi.fn(async ({ message, signature }) => {
      const fields = parseSiweMessage(message)
      const { address, chainId, nonce } = fields
      if (!address || !chainId || !nonce || !nonces.delete(nonce)) return false
      if (!validateSiweMessage({ message: fields, domain: 'legacy.example' })) return false
      if (!(await verifyMessage({ address, message, signature: signature as `0x${string}` }))) {
        return false
      }
      session = { address, chainId }
      return true
    }),
    getSession: async () => session,
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  } satisfies SIWEConfig
  return siweConfig
}

async function signIn(siwx: ReturnType<typeof fromSiweConfig>) {
  const data = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
  const message = data.toString()
  return { data, message, signature: await account.signMessage({ message }) }
}

describe('fromSiweConfig', () => {
  test('round-trips a sign-in through the legacy config', async () => {
    const legacy = createLegacyConfig()
    const siwx = fromSiweConfig(legacy)
    const session = await signIn(siwx)

    expect(legacy.getNonce).toHaveBeenCalledWith(account.address)
    expect(parseSiweMessage(session.message)).toMatchObject({
      address: account.address,
      chainId: 1,
      domain: 'legacy.example',
      uri: 'https://legacy.example',
      statement: 'Sign in to Legacy',
      nonce: session.data.nonce,
    })
    expect(session.data).toMatchObject({ domain: 'legacy.example', version: '1' })
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])

    await siwx.addSession(session)
    expect(legacy.verifyMessage).toHaveBeenCalledWith({
      message: session.message,
      signature: session.signature,
      cacao: undefined,
    })
    expect(legacy.onSignIn).toHaveBeenCalledWith({ address: account.address, chainId: 1 })
    const [kept, ...others] = await siwx.getSessions('eip155:1', account.address.toLowerCase())
    expect(others).toEqual([])
    expect(kept?.data).toMatchObject({
      accountAddress: account.address.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])

    await siwx.revokeSession('eip155:1', account.address)
    expect(legacy.signOut).toHaveBeenCalledOnce()
    expect(legacy.onSignOut).toHaveBeenCalledOnce()
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  test('a session the legacy config refuses is an InvalidSIWXSessionError', async () => {
    const siwx = fromSiweConfig(createLegacyConfig())
    const session = await signIn(siwx)
    await siwx.addSession(session)
    const replay = siwx.addSession(session)
    await expect(replay).rejects.toThrow(InvalidSIWXSessionError)
    await expect(siwx.addSession(session)).rejects.toMatchObject({ check: 'signature' })
  })

  test('setSessions adds the first eip155 session, or signs out when empty', async () => {
    const legacy = createLegacyConfig()
    const siwx = fromSiweConfig(legacy)
    await siwx.setSessions([await signIn(siwx)])
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
    await siwx.setSessions([])
    expect(legacy.signOut).toHaveBeenCalledOnce()
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  test('other namespaces are left signed in, as legacy SIWE covers eip155 only', async () => {
    const legacy = createLegacyConfig()
    const siwx = fromSiweConfig(legacy)
    expect(await siwx.getSessions(solana, solanaAddress)).toHaveLength(1)
    const data = { accountAddress: solanaAddress, chainId: solana }
    await siwx.addSession({
      data: { ...data, domain: '', uri: '', version: '1', nonce: '', issuedAt: '' },
      message: '',
      signature: '',
    })
    expect(legacy.verifyMessage).not.toHaveBeenCalled()
    await expect(siwx.createMessage(data)).rejects.toThrow(UnsupportedSIWXNamespaceError)
  })

  test('required defaults to true, as in AppKit', () => {
    expect(fromSiweConfig(createLegacyConfig()).getRequired?.()).toBe(true)
    expect(fromSiweConfig(createLegacyConfig({ required: false })).getRequired?.()).toBe(false)
  })

  test('without getMessageParams, domain and uri come from window.location, absent in Node', async () => {
    const siwx = fromSiweConfig(createLegacyConfig({ getMessageParams: undefined }))
    await expect(
      siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' }),
    ).rejects.toThrow(
      'Invalid option `getMessageParams`: is required where there is no window.location',
    )
  })
})
