import * as v from 'valibot'
import { InvalidKeyError } from '../crypto/errors.js'
import { deriveSymKey, hashKey } from '../crypto/keys.js'
import { ProtocolError } from '../errors/errors.js'
import type { SessionRecord } from './createSessionStore.js'
import { formatAuthMessage } from './formatAuthMessage.js'
import { getRecapMethods, readRecap } from './recap.js'
import { SESSION_EXPIRY_SECONDS } from './rpcOptions.js'
import { authenticateResultSchema, type SessionNamespaces } from './schemas.js'
import type { SignedCacao } from './types.js'

/**
 * Reads a wallet's `wc_sessionAuthenticate` answer (CACAOs + its public key) into the session
 * both sides now share, as the WalletConnect one-click auth spec has it: the topic is
 * sha256 of the key derived from our private key and the responder's public key; the accounts
 * are each CACAO's `did:pkh` issuer; the methods those the ReCap granted; expiry 7 days.
 *
 * @throws {ProtocolError} when the answer does not validate, its key is unusable or it grants no
 * method.
 */
export function readAuthenticateResult(parameters: {
  result: unknown
  privateKey: string
  pairingTopic: string
}): { record: SessionRecord; auths: SignedCacao[] } {
  const parsed = v.safeParse(authenticateResultSchema, parameters.result)
  if (!parsed.success) throw new ProtocolError('The one-click auth answer is malformed.')
  const { cacaos, responder } = parsed.output
  const namespaces: SessionNamespaces = {}
  for (const cacao of cacaos) {
    const account = cacao.p.iss.slice('did:pkh:'.length)
    const [namespace = '', reference = ''] = account.split(':')
    const recap = readRecap(cacao.p.resources)
    const methods = recap ? getRecapMethods(recap, namespace) : []
    const entry = namespaces[namespace] ?? { accounts: [], methods: [], events: [], chains: [] }
    namespaces[namespace] = entry
    entry.accounts = [...new Set([...entry.accounts, account])]
    entry.chains = [...new Set([...(entry.chains ?? []), `${namespace}:${reference}`])]
    entry.methods = [...new Set([...entry.methods, ...methods])]
    entry.events = ['chainChanged', 'accountsChanged']
  }
  if (Object.values(namespaces).every((entry) => entry.methods.length === 0))
    throw new ProtocolError('The one-click auth answer grants no method.')
  let symKey: string
  try {
    symKey = deriveSymKey(parameters.privateKey, responder.publicKey.toLowerCase())
  } catch (error) {
    if (!(error instanceof InvalidKeyError)) throw error
    throw new ProtocolError('The one-click auth answer has an unusable responder key.')
  }
  const record: SessionRecord = {
    topic: hashKey(symKey),
    symKey,
    pairingTopic: parameters.pairingTopic,
    namespaces,
    peer: responder.metadata,
    expiry: Math.floor(Date.now() / 1000) + SESSION_EXPIRY_SECONDS,
  }
  const auths = cacaos.map((cacao) => ({ cacao, message: formatAuthMessage(cacao.p) }))
  return { record, auths }
}
