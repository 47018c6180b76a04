import { createWalletClient, status, viemConnector } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { FARCASTER_RELAY_KEY } from './farcasterTestIdentity.ts'

/** Parameters of {@link playFarcasterApp}. */
export type PlayFarcasterAppParameters = {
  /** The relay's base URL, e.g. `'http://127.0.0.1:8791'`. */
  relayUrl: string
  /** The channel URL the app showed (the QR code's text): `https://farcaster.xyz/~/siwf?channelToken=…`. */
  url: string
  /** The key that signs the message (its address is the message's `address`). */
  privateKey: Hex
  /** The Farcaster id signing in: in the message's `farcaster://fid/<fid>` resource and sent to the relay. */
  fid: number
  /** The username the relay reports. */
  username: string
  /** The relay's `X-Farcaster-Auth-Relay-Key`. Defaults to `FARCASTER_RELAY_KEY`. */
  relayKey?: string
  /**
   * Fields of the SIWE message to change after the Farcaster client built it from the channel
   * (e.g. `{ nonce }`, `{ domain }`, `{ expirationTime: new Date(0) }`,
   * `{ resources: ['farcaster://fid/1001'] }`): to play a wrong or forged sign-in.
   */
  overrides?: Partial<SiweMessage>
}

/** What {@link playFarcasterApp} returns: what the app sent to the relay. */
export type PlayFarcasterAppReturnType = { channelToken: string; message: string; signature: Hex }

const channelSchema = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.string(),
  signatureParams: z.object({
    siweUri: z.string(),
    domain: z.string(),
    notBefore: z.string().optional(),
    expirationTime: z.string().optional(),
    requestId: z.string().optional(),
  }),
})

/**
 * Plays the Farcaster app's side of Sign In With Farcaster (FIP-11) with `@farcaster/auth-client`'s
 * wallet client: reads the channel token from `url` (`parseSignInURI`), the channel's nonce,
 * domain, URI and times from the relay (`GET /v1/channel/status`), builds the SIWE message
 * (`buildSignInMessage`: statement "Farcaster Auth", chain ID 10, resource
 * `farcaster://fid/<fid>`), applies `overrides`, signs it (EIP-191) with `privateKey` and
 * completes the channel (`authenticate`, with `username`).
 *
 * @param parameters - {@link PlayFarcasterAppParameters}
 * @returns The channel token, the message and its signature.
 * @throws {Error} 'Farcaster app: <reason>' when the URL has no channel token, the relay does not
 * know the channel (`401`) or refuses the authentication, or the message cannot be built.
 *
 * @example
 * import { FARCASTER_TEST_IDENTITY, playFarcasterApp } from '@latch/testing-node'
 *
 * const { fid, username, privateKey } = FARCASTER_TEST_IDENTITY
 * await playFarcasterApp({ relayUrl: 'http://127.0.0.1:8791', url, privateKey, fid, username })
 */
export async function playFarcasterApp(
  parameters: PlayFarcasterAppParameters,
): Promise<PlayFarcasterAppReturnType> {
  const { relayUrl, url, privateKey, fid, username, overrides } = parameters
  const { relayKey = FARCASTER_RELAY_KEY } = parameters
  // The wallet side never reads the chain: the connector is only there because the client needs one.
  const client = createWalletClient({
    relay: relayUrl,
    ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:8547' }),
  })
  const parsed = client.parseSignInURI({ uri: url })
  if (parsed.isError) throw new Error(`Farcaster app: ${parsed.error?.message}`)
  const { channelToken } = parsed

  const answer = await status(client, { channelToken })
  if (answer.isError) throw new Error(`Farcaster app: ${answer.error?.message}`)
  const channel = channelSchema.safeParse(answer.data)
  if (answer.response.status >= 400 || !channel.success) {
    throw new Error(`Farcaster app: the relay answered ${answer.response.status} for the channel`)
  }
  const { nonce, signatureParams } = channel.data
  const { siweUri, domain, notBefore, expirationTime, requestId } = signatureParams
  const account = privateKeyToAccount(privateKey)
  const built = client.buildSignInMessage({
    address: account.address,
    uri: siweUri,
    domain,
    nonce,
    fid,
    ...(notBefore && { notBefore: new Date(notBefore) }),
    ...(expirationTime && { expirationTime: new Date(expirationTime) }),
    ...(requestId && { requestId }),
  })
  if (built.isError) throw new Error(`Farcaster app: ${built.error?.message}`)
  const message = overrides
    ? createSiweMessage({ ...built.siweMessage, ...overrides })
    : built.message
  const signature = await account.signMessage({ message })

  const done = await client.authenticate({
    authKey: relayKey,
    channelToken,
    message,
    signature,
    fid,
    username,
  })
  if (done.isError) throw new Error(`Farcaster app: ${done.error?.message}`)
  if (done.response.status !== 201) {
    throw new Error(`Farcaster app: the relay refused the authentication (${done.response.status})`)
  }
  return { channelToken, message, signature }
}
