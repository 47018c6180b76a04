import { randomUUID } from 'node:crypto'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'

/** `POST /v1/channel`'s body, as `@farcaster/auth-client`'s `createChannel` sends it. */
export const farcasterChannelRequestSchema = z.object({
  siweUri: z.url(),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,}$/)
    .optional(),
  notBefore: z.iso.datetime({ offset: true }).optional(),
  expirationTime: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().optional(),
  acceptAuthAddress: z.boolean().optional(),
})

/** `POST /v1/channel/authenticate`'s body, as the Farcaster app's `authenticate` sends it. */
export const farcasterAuthenticateSchema = z.object({
  message: z.string().min(1).max(10_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]*$/),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(256).optional(),
  bio: z.string().max(1_024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: z.string().max(2_048).optional(),
})

type ChannelRequest = z.infer<typeof farcasterChannelRequestSchema>
type Completion = z.infer<typeof farcasterAuthenticateSchema>

/** A relay channel as `GET /v1/channel/status` answers it (the relay's own JSON shape). */
export type FarcasterChannel = {
  state: 'pending' | 'completed'
  channelToken: string
  nonce: string
  url: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  signatureParams: Omit<ChannelRequest, 'acceptAuthAddress'> & { nonce: string }
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
} & Partial<Completion & { custody: string; verifications: string[] }>

/**
 * The relay fixture's channels, in memory: each lives `ttlMs` from its creation, then is gone
 * (the real relay keeps them in Redis with a TTL).
 */
export function createFarcasterChannels(ttlMs: number) {
  const channels = new Map<string, { channel: FarcasterChannel; expiresAt: number }>()

  const purge = () => {
    const now = Date.now()
    for (const [token, { expiresAt }] of channels) if (expiresAt <= now) channels.delete(token)
  }

  return {
    /** Opens a pending channel; a nonce is made when the request has none. */
    create(request: ChannelRequest, metadata: FarcasterChannel['metadata']): FarcasterChannel {
      purge()
      const channelToken = randomUUID()
      const nonce = request.nonce ?? generateSiweNonce()
      const { acceptAuthAddress = true, ...signatureParams } = request
      const channel: FarcasterChannel = {
        state: 'pending',
        channelToken,
        nonce,
        url: `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`,
        siweUri: request.siweUri,
        domain: request.domain,
        ...(request.notBefore && { notBefore: request.notBefore }),
        ...(request.expirationTime && { expirationTime: request.expirationTime }),
        signatureParams: { ...signatureParams, nonce },
        metadata,
        acceptAuthAddress,
      }
      channels.set(channelToken, { channel, expiresAt: Date.now() + ttlMs })
      return channel
    },
    /** The live channel of `channelToken`, or `undefined` when unknown or expired. */
    get(channelToken: string): FarcasterChannel | undefined {
      purge()
      return channels.get(channelToken)?.channel
    },
    /**
     * Completes a pending channel with what the Farcaster app sent; the signature is not checked
     * (the real relay does not vouch for it either). `undefined` when unknown or expired.
     */
    complete(channelToken: string, completion: Completion): FarcasterChannel | undefined {
      purge()
      const entry = channels.get(channelToken)
      if (!entry) return undefined
      entry.channel = { ...entry.channel, ...completion, state: 'completed', verifications: [] }
      return entry.channel
    },
  }
}

/** What {@link createFarcasterChannels} returns. */
export type FarcasterChannels = ReturnType<typeof createFarcasterChannels>
