import type { SIWXMessageData } from '@latch/core'
import { createMemoryStorage } from '@latch/core'
import { ANVIL_TEST_MNEMONIC } from '@latch/testing'
import { getFreePort, type StartAnvilReturnType, startAnvil } from '@latch/testing-node'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  serializeErc6492Signature,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSIWX } from '../createSIWX.js'
import {
  type DeployOwnedWalletFactoryReturnType,
  deployOwnedWalletFactory,
} from '../testing/deployOwnedWalletFactory.js'
import { eip4361Example } from '../testing/eip4361Example.js'
import { createEip155Verifier } from './createEip155Verifier.js'

const chainId = 31_471
const owner = mnemonicToAccount(ANVIL_TEST_MNEMONIC)
const stranger = mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex: 1 })

let anvil: StartAnvilReturnType
let client: PublicClient
let factory: DeployOwnedWalletFactoryReturnType

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId, reuse: false })
  client = createPublicClient({ transport: http(anvil.url) })
  factory = await deployOwnedWalletFactory({
    url: anvil.url,
    chainId,
    mnemonic: ANVIL_TEST_MNEMONIC,
  })
}, 60_000)

afterAll(() => anvil?.stop())

const verifier = createEip155Verifier({ getClient: () => client })

function messageData(accountAddress: string): SIWXMessageData {
  return {
    accountAddress,
    chainId: `eip155:${chainId}`,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: '2026-03-01T12:00:00Z',
  }
}

describe('formatMessage', () => {
  test('writes the EIP-4361 example, optional fields included, byte for byte', async () => {
    const { data, message } = eip4361Example
    const lowerCase = { ...data, accountAddress: data.accountAddress.toLowerCase() }
    expect(await createEip155Verifier().formatMessage(data)).toBe(message)
    // The address is written EIP-55 checksummed whatever its case.
    expect(await createEip155Verifier().formatMessage(lowerCase)).toBe(message)
  })

  test('keeps timestamps as written and adds the optional lines in EIP-4361 order', async () => {
    const text = await verifier.formatMessage({
      ...messageData(owner.address),
      issuedAt: '2026-03-01T12:00:00.123+01:00',
      expirationTime: '2026-03-02T12:00:00Z',
      notBefore: '2026-03-01T12:30:00Z',
      requestId: 'request-1',
    })
    expect(text.split('\n').slice(-5)).toEqual([
      'Nonce: a1b2c3d4e5f6a7b8',
      'Issued At: 2026-03-01T12:00:00.123+01:00',
      'Expiration Time: 2026-03-02T12:00:00Z',
      'Not Before: 2026-03-01T12:30:00Z',
      'Request ID: request-1',
    ])
    expect(parseSiweMessage(text).notBefore).toEqual(new Date('2026-03-01T12:30:00Z'))
  })

  test('refuses fields EIP-4361 does not allow', async () => {
    const data = messageData(owner.address)
    await expect(verifier.formatMessage({ ...data, nonce: 'short' })).rejects.toThrow('nonce')
    await expect(verifier.formatMessage({ ...data, statement: 'two\nlines' })).rejects.toThrow(
      'statement',
    )
    await expect(verifier.formatMessage({ ...data, accountAddress: '0x1234' })).rejects.toThrow(
      'Address',
    )
  })

  test.each([
    ['issuedAt', '2026-03-01T12:00:00Z\nExpiration Time: 2026-03-02T12:00:00Z'],
    ['expirationTime', 'tomorrow'],
    ['notBefore', '2026-03-01 12:00:00'],
    ['issuedAt', ''],
  ])(
    'refuses a %s that is not an RFC 3339 date-time (%j): written verbatim it added lines or left an unreadable one',
    async (field, value) => {
      const data = { ...messageData(owner.address), [field]: value }
      await expect(verifier.formatMessage(data)).rejects.toThrow(
        expect.objectContaining({ name: 'SiweInvalidMessageFieldError' }),
      )
    },
  )

  test.each(['eip155:-1', 'eip155:1.5', 'eip155:0x1', 'eip155:1e3', 'solana:1'])(
    'refuses %s: not eip155 with a decimal chain id (its Number wrote a wrong or unreadable Chain ID line)',
    async (caipNetworkId) => {
      const data = { ...messageData(owner.address), chainId: caipNetworkId as `eip155:${string}` }
      await expect(verifier.formatMessage(data)).rejects.toThrow(
        expect.objectContaining({ name: 'InvalidCaipNetworkIdError' }),
      )
    },
  )
})

describe('verify', () => {
  async function signedBy(account: typeof owner, accountAddress: string) {
    const data = messageData(accountAddress)
    const message = await verifier.formatMessage(data)
    return { data, message, signature: await account.signMessage({ message }) }
  }

  test('an externally owned account, through the client and offline', async () => {
    const session = await signedBy(owner, owner.address)
    expect(await verifier.verify(session)).toBe(true)
    expect(await createEip155Verifier().verify(session)).toBe(true)
    expect(await verifier.verify(await signedBy(stranger, owner.address))).toBe(false)
    expect(await createEip155Verifier().verify(await signedBy(stranger, owner.address))).toBe(false)
  })

  test('malformed signatures and addresses are invalid, not errors', async () => {
    const session = await signedBy(owner, owner.address)
    for (const signature of ['0x', '0x1234', 'not hex', `0x${'00'.repeat(65)}`]) {
      expect(await verifier.verify({ ...session, signature })).toBe(false)
      expect(await createEip155Verifier().verify({ ...session, signature })).toBe(false)
    }
    const data = { ...session.data, accountAddress: 'not an address' }
    expect(await verifier.verify({ ...session, data })).toBe(false)
  })

  test('a signature of the wrong shape is refused before any RPC call (issue 11: format checked)', async () => {
    const session = await signedBy(owner, owner.address)
    const calls: unknown[] = []
    const counting = createEip155Verifier({
      getClient: () => ({
        verifyMessage: async (request) => {
          calls.push(request)
          return false
        },
      }),
    })
    // Odd length, a short hex, a valid signature with a digit cut or added, non-hex, not a string.
    const valid = session.signature
    for (const signature of [
      '0x123',
      `0x${'ab'.repeat(63)}`,
      valid.slice(0, -1),
      `${valid}0`,
      `${valid.slice(0, -2)}zz`,
      42,
    ]) {
      expect(await counting.verify({ ...session, signature: signature as string })).toBe(false)
    }
    expect(calls).toEqual([])
    expect(await counting.verify({ ...session, signature: '0x' })).toBe(false)
    expect(calls).toHaveLength(1)
  })

  test('a malformed network id is invalid, not an error: with a client, verify rejected with InvalidCaipNetworkIdError', async () => {
    const session = await signedBy(owner, owner.address)
    for (const chainId of ['', 'eip155', 'eip155:-1', 'solana:1']) {
      const data = { ...session.data, chainId: chainId as `eip155:${string}` }
      expect(await verifier.verify({ ...session, data })).toBe(false)
      expect(await createEip155Verifier().verify({ ...session, data })).toBe(false)
    }
  })

  test('a deployed ERC-1271 smart account, only through the client', async () => {
    const salt = saltOf(1)
    await factory.deployWallet(owner.address, salt)
    const wallet = factory.walletAddress(owner.address, salt)
    expect(await client.getCode({ address: wallet })).toMatch(/^0x[0-9a-f]{10,}/)
    expect(await verifier.verify(await signedBy(owner, wallet))).toBe(true)
    expect(await verifier.verify(await signedBy(stranger, wallet))).toBe(false)
    expect(await createEip155Verifier().verify(await signedBy(owner, wallet))).toBe(false)
  })

  test('an ERC-6492 signature of a smart account not deployed yet', async () => {
    const salt = saltOf(2)
    const wallet = factory.walletAddress(owner.address, salt)
    const session = await signedBy(owner, wallet)
    const signature = serializeErc6492Signature({
      address: factory.factory,
      data: encodeFunctionData({
        abi: factory.factoryAbi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: session.signature,
    })
    expect(await verifier.verify({ ...session, signature })).toBe(true)
    // Verification simulated the deployment; nothing was deployed.
    expect(await client.getCode({ address: wallet })).toBeUndefined()
    expect(await verifier.verify(session)).toBe(false)
  })
})

test('createSIWX signs in a smart account through the public client', async () => {
  const salt = saltOf(3)
  await factory.deployWallet(owner.address, salt)
  const accountAddress: Address = factory.walletAddress(owner.address, salt)
  const siwx = createSIWX({
    domain: 'app.example',
    uri: 'https://app.example',
    storage: createMemoryStorage(),
    verifiers: [verifier],
  })
  const caipNetworkId = `eip155:${chainId}` as const
  const data = await siwx.createMessage({ accountAddress, chainId: caipNetworkId })
  const message = data.toString()
  const session = { data, message, signature: await owner.signMessage({ message }) }
  await siwx.addSession(session)
  const [kept] = await siwx.getSessions(caipNetworkId, accountAddress)
  expect(kept?.signature).toBe(session.signature)
  expect(kept?.data.accountAddress).toBe(accountAddress)
})

function saltOf(index: number): Hex {
  return `0x${index.toString(16).padStart(64, '0')}`
}
