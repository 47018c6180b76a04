import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import type { StartAnvilReturnType } from '../node/startAnvil.ts'
import { addFarcasterAuthAddress } from './addFarcasterAuthAddress.ts'
import { FARCASTER_TEST_IDENTITY } from './farcasterTestIdentity.ts'
import { playFarcasterApp } from './playFarcasterApp.ts'
import { type StartFarcasterRelayReturnType, startFarcasterRelay } from './startFarcasterRelay.ts'
import { startOptimismAnvil } from './startOptimismAnvil.ts'

let anvil: StartAnvilReturnType
let relay: StartFarcasterRelayReturnType

beforeAll(async () => {
  anvil = await startOptimismAnvil({ port: await getFreePort() })
  relay = await startFarcasterRelay({ port: await getFreePort() })
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

const domain = 'localhost:5173'
const { fid, username, privateKey } = FARCASTER_TEST_IDENTITY

/** The app's side: a channel with a nonce, then what it reads and verifies once completed. */
async function openChannel() {
  const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.url }) })
  const nonce = `latch${Date.now()}`
  const channel = await app.createChannel({ siweUri: 'http://localhost:5173', domain, nonce })
  if (channel.isError) throw channel.error
  const verify = async () => {
    const status = await app.status({ channelToken: channel.data.channelToken })
    if (status.isError) throw status.error
    const { message, signature } = status.data
    if (!message || !signature) throw new Error('not completed')
    return {
      status: status.data,
      verified: await app.verifySignInMessage({ nonce, domain, message, signature }),
    }
  }
  return { url: channel.data.url, verify }
}

test('signs in as fid 1000 with its custody key: auth-client verifies it on the local chain', async () => {
  const { url, verify } = await openChannel()
  const played = await playFarcasterApp({ relayUrl: relay.url, url, privateKey, fid, username })
  const { status, verified } = await verify()
  expect(status).toMatchObject({ state: 'completed', fid, username, ...played })
  expect(played.message).toContain('Farcaster Auth')
  expect(played.message).toContain('farcaster://fid/1000')
  expect(verified).toMatchObject({ isError: false, success: true, fid, authMethod: 'custody' })
  expect(verified.data?.address).toBe(FARCASTER_TEST_IDENTITY.custodyAddress)
})

test('an approved auth address signs in; any other key or a changed nonce is refused', async () => {
  const authKey = generatePrivateKey()
  const address = privateKeyToAccount(authKey).address
  await addFarcasterAuthAddress({ rpcUrl: anvil.url, fid, address })
  const authorized = await openChannel()
  await playFarcasterApp({
    relayUrl: relay.url,
    url: authorized.url,
    privateKey: authKey,
    fid,
    username,
  })
  expect((await authorized.verify()).verified).toMatchObject({
    isError: false,
    authMethod: 'authAddress',
  })

  const stranger = await openChannel()
  const strangerKey = generatePrivateKey()
  await playFarcasterApp({
    relayUrl: relay.url,
    url: stranger.url,
    privateKey: strangerKey,
    fid,
    username,
  })
  const refused = (await stranger.verify()).verified
  expect(refused.isError).toBe(true)
  expect(refused.error?.errCode).toBe('unauthorized')

  const replayed = await openChannel()
  const overrides = { nonce: 'someOtherNonce1' }
  await playFarcasterApp({
    relayUrl: relay.url,
    url: replayed.url,
    privateKey,
    fid,
    username,
    overrides,
  })
  const wrongNonce = (await replayed.verify()).verified
  expect(wrongNonce.error?.message).toBe('Invalid nonce')
})

test('throws on a URL without a channel token or a channel the relay does not know', async () => {
  const parameters = { relayUrl: relay.url, privateKey, fid, username }
  await expect(
    playFarcasterApp({ ...parameters, url: 'https://farcaster.xyz/~/siwf' }),
  ).rejects.toThrow('Farcaster app: No channel token provided')
  await expect(
    playFarcasterApp({ ...parameters, url: 'https://farcaster.xyz/~/siwf?channelToken=unknown' }),
  ).rejects.toThrow('Farcaster app: the relay answered 401 for the channel')
})
