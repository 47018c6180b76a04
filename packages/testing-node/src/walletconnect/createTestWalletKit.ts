import { randomUUID } from 'node:crypto'
import { createDevWallet, createMemoryDevWalletStorage, devWalletInfo } from '@latch/testing'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, parseUri } from '@walletconnect/utils'
import { type Address, stringToHex } from 'viem'
import { addSolanaNamespace } from './addSolanaNamespace.ts'
import { answerSessionRequest } from './answerSessionRequest.ts'
import { buildApprovedEip155Namespaces } from './buildApprovedEip155Namespaces.ts'
import { disableHostedServices } from './disableHostedServices.ts'
import type { TestWalletKit, TestWalletKitActivity, TestWalletKitChain } from './types.ts'

export type CreateTestWalletKitParameters = {
  /** The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`. */
  relayUrl: string
  /** The EIP-155 chains the wallet has, with the HTTP RPC URL it sends transactions to. */
  chains: readonly TestWalletKitChain[]
  /** WalletConnect project ID sent to the relay. Defaults to `'latch-test'`. */
  projectId?: string
  /** The wallet's metadata shown to dapps. Defaults to 'Latch Test Wallet' with the dev wallet's icon. */
  metadata?: WalletKitTypes.Metadata
  /** The SDK's log level (pino). Defaults to `'error'`. */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** Called with everything the wallet decides or observes, e.g. to log it. */
  onActivity?: (activity: TestWalletKitActivity) => void
  /** How long `pair` waits for the session proposal, in milliseconds. Defaults to `10_000`. */
  proposalTimeout?: number
  /**
   * A base58 Solana address to approve on every Solana chain a proposal asks for (see
   * `addSolanaNamespace`), so the session spans two namespaces. Accounts only: the wallet does
   * not answer `solana_*` requests. No Solana namespace when absent.
   */
  solanaAddress?: string
}

export type CreateTestWalletKitReturnType = TestWalletKit

/**
 * Creates a WalletConnect wallet for tests on `@reown/walletkit`
 * (https://docs.reown.com/walletkit/web/usage), signing with Anvil's account 0
 * (`ANVIL_TEST_MNEMONIC`, `m/44'/60'/0'/0/0`, 0xf39F…2266) through the dev wallet. It is the
 * independent peer that Latch's own dapp client (`createSignClient` from `@latch/walletconnect`)
 * is tested against. The SDK is pinned to the last Apache-2.0 releases, `@reown/walletkit` 1.2.9
 * and `@walletconnect/*` 2.21.6, used only by this private, unpublished package.
 *
 * It approves session proposals with one `eip155` namespace (see
 * `buildApprovedEip155Namespaces`), plus `solana` with `solanaAddress`, and answers session
 * requests like the dev wallet (`answerSessionRequest`), unless `rejectNext` was called: a
 * proposal is then rejected with 5000 'User rejected.' (`getSdkError('USER_REJECTED')`, CAIP-25),
 * a request with EIP-1193 4001 'User rejected the request.' (the codes of the WalletConnect
 * error-code spec).
 *
 * It talks to nothing but `relayUrl` and the chains' `rpcUrl`: the Core has
 * `telemetryEnabled: false` and {@link disableHostedServices} (no Verify, no pulse event). Each
 * wallet gets its own Core (a unique `customStoragePrefix`: Core is a per-prefix process
 * singleton) with in-memory storage.
 *
 * @param parameters - {@link CreateTestWalletKitParameters}
 * @returns The wallet ({@link TestWalletKit}) once its Core is initialized.
 * @throws {Error} 'createTestWalletKit needs at least one chain'
 *
 * @example
 * import { createTestWalletKit } from '@latch/testing-node'
 *
 * const wallet = await createTestWalletKit({
 *   relayUrl: relay.url,
 *   chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * await wallet.pair(uri) // resolves once the proposal is approved
 * wallet.rejectNext() // the next request fails with 4001
 */
export async function createTestWalletKit(
  parameters: CreateTestWalletKitParameters,
): Promise<CreateTestWalletKitReturnType> {
  const { relayUrl, chains, projectId = 'latch-test', logLevel = 'error', onActivity } = parameters
  const { proposalTimeout = 10_000 } = parameters
  if (chains.length === 0) throw new Error('createTestWalletKit needs at least one chain')
  const metadata = parameters.metadata ?? {
    name: 'Latch Test Wallet',
    description: 'WalletConnect test wallet from @latch/testing',
    url: 'http://127.0.0.1',
    icons: [devWalletInfo.icon],
  }
  const signer = createDevWallet({
    chains: chains.map(({ id, rpcUrl }) => ({ id, name: `Chain ${id}`, rpcUrl })),
    storage: createMemoryDevWalletStorage(),
  })
  await signer.request({ method: 'eth_requestAccounts' })

  const customStoragePrefix = `latch-test-wallet-${randomUUID()}`
  const core = disableHostedServices(
    new Core({
      projectId,
      relayUrl,
      customStoragePrefix,
      telemetryEnabled: false,
      logger: logLevel,
    }),
  )
  // Without it the SDK holds each request until 1 s after the previous answer (`requestQueueDelay`).
  const signConfig = { disableRequestQueue: true }
  const walletKit = await WalletKit.init({ core, metadata, signConfig })

  let nextAnswer: 'approve' | 'reject' = 'approve'
  const takeAnswer = () => {
    const answer = nextAnswer
    nextAnswer = 'approve'
    return answer
  }
  const report = (activity: TestWalletKitActivity) => onActivity?.(activity)
  const proposalAnswered = new Map<string, { resolve(): void; reject(error: unknown): void }>()

  const onProposal = async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const dapp = params.proposer.metadata.name
    const waiter = proposalAnswered.get(params.pairingTopic)
    try {
      const decision =
        takeAnswer() === 'reject'
          ? { reason: getSdkError('USER_REJECTED') }
          : buildApprovedEip155Namespaces({
              proposal: params,
              chainIds: chains.map((chain) => chain.id),
              address: signer.address,
            })
      if ('reason' in decision) {
        await walletKit.rejectSession({ id, reason: decision.reason })
        report({ type: 'sessionRejected', dapp, reason: decision.reason })
      } else {
        const { solanaAddress: address } = parameters
        const namespaces = address
          ? addSolanaNamespace({ proposal: params, namespaces: decision.namespaces, address })
          : decision.namespaces
        const session = await walletKit.approveSession({ id, namespaces })
        const accounts = session.namespaces.eip155?.accounts ?? []
        report({ type: 'sessionApproved', topic: session.topic, dapp, accounts })
      }
      waiter?.resolve()
    } catch (error) {
      waiter?.reject(error)
    }
  }

  const onRequest = async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    const answer = await answerSessionRequest({
      wallet: signer,
      request,
      chainId,
      answer: takeAnswer(),
    })
    try {
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
      report({ type: 'requestAnswered', topic, method: request.method, chainId, ...answer })
      // A wallet tells the dapp its chain changed after a switch, if the session has that chain.
      const session = walletKit.getActiveSessions()[topic]
      const switched = request.method.startsWith('wallet_') && 'result' in answer
      if (switched && session && chainsOf(session).includes(`eip155:${signer.chainId}`)) {
        await sendChainChanged(session, signer.chainId)
      }
    } catch (error) {
      // The session may be gone; an event listener must not reject.
      core.logger.error(error)
    }
  }

  // One-click auth (WalletConnect's `session_authenticate`, CAIP-122 / ReCaps): sign the sign-in
  // message on every requested chain the wallet has, then approve with the CACAOs.
  const onAuthenticate = async ({ id, topic, params }: WalletKitTypes.SessionAuthenticate) => {
    const dapp = params.requester.metadata.name
    const waiter = proposalAnswered.get(topic)
    try {
      if (takeAnswer() === 'reject') {
        const reason = getSdkError('USER_REJECTED')
        await walletKit.rejectSessionAuthenticate({ id, reason })
        report({ type: 'sessionRejected', dapp, reason })
        waiter?.resolve()
        return
      }
      const known = new Set(chains.map((chain) => `eip155:${chain.id}`))
      const auths = []
      for (const chain of params.authPayload.chains.filter((c) => known.has(c))) {
        const iss = `did:pkh:${chain}:${signer.address}`
        const message = walletKit.formatAuthMessage({ request: params.authPayload, iss })
        const signature = await signer.request({
          method: 'personal_sign',
          params: [stringToHex(message), signer.address],
        })
        auths.push(buildAuthObject(params.authPayload, { t: 'eip191', s: signature }, iss))
      }
      const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
      report({
        type: 'sessionApproved',
        topic: session?.topic ?? topic,
        dapp,
        accounts: session?.namespaces.eip155?.accounts ?? [],
      })
      waiter?.resolve()
    } catch (error) {
      waiter?.reject(error)
    }
  }

  const onDelete = ({ topic }: WalletKitTypes.SessionDelete) =>
    report({ type: 'sessionDeleted', topic })

  walletKit.on('session_proposal', onProposal)
  walletKit.on('session_request', onRequest)
  walletKit.on('session_authenticate', onAuthenticate)
  walletKit.on('session_delete', onDelete)

  const activeSessions = () => Object.values(walletKit.getActiveSessions())

  async function sendChainChanged(session: SessionTypes.Struct, chainId: number) {
    const event = { name: 'chainChanged', data: chainId }
    await walletKit.emitSessionEvent({ topic: session.topic, event, chainId: `eip155:${chainId}` })
  }

  let stopped: Promise<void> | undefined
  return {
    get address(): Address {
      return signer.address
    },
    get sessions() {
      return activeSessions()
    },
    get nextAnswer() {
      return nextAnswer
    },
    walletKit,

    async pair(uri) {
      const { topic } = parseUri(uri)
      const timeout = new Error(
        `No session proposal arrived on pairing ${topic} within ${proposalTimeout} ms`,
      )
      let timer: NodeJS.Timeout | undefined
      const answered = new Promise<void>((resolve, reject) => {
        proposalAnswered.set(topic, { resolve, reject })
        timer = setTimeout(() => reject(timeout), proposalTimeout)
      })
      try {
        // Both at once: the timeout must count even while `pair` waits for the relay.
        await Promise.all([walletKit.pair({ uri }), answered])
      } finally {
        clearTimeout(timer)
        proposalAnswered.delete(topic)
      }
    },

    approveNext() {
      nextAnswer = 'approve'
    },

    rejectNext() {
      nextAnswer = 'reject'
    },

    async disconnect(topic) {
      const sessions = activeSessions().filter((session) => !topic || session.topic === topic)
      const reason = getSdkError('USER_DISCONNECTED')
      await Promise.all(
        sessions.map((session) => walletKit.disconnectSession({ topic: session.topic, reason })),
      )
      for (const session of sessions) report({ type: 'sessionDeleted', topic: session.topic })
    },

    async emitAccountsChanged(accounts = [signer.address]) {
      await Promise.all(
        activeSessions().map((session) => {
          const chainId = chainsOf(session)[0] ?? ''
          const event = { name: 'accountsChanged', data: [...accounts] }
          return walletKit.emitSessionEvent({ topic: session.topic, event, chainId })
        }),
      )
    },

    async emitChainChanged(chainId) {
      const sessions = activeSessions().filter((session) =>
        chainsOf(session).includes(`eip155:${chainId}`),
      )
      if (sessions.length === 0) throw new Error(`No session includes chain eip155:${chainId}`)
      await Promise.all(sessions.map((session) => sendChainChanged(session, chainId)))
    },

    stop() {
      stopped ??= (async () => {
        walletKit.off('session_proposal', onProposal)
        walletKit.off('session_request', onRequest)
        walletKit.off('session_authenticate', onAuthenticate)
        walletKit.off('session_delete', onDelete)
        await core.relayer.transportClose()
        core.heartbeat.stop()
        // Core registers itself process-wide under its storage prefix; let it be collected.
        Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}`)
        Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}_count`)
      })()
      return stopped
    },
  }
}

/** The CAIP-2 chains of a session's eip155 namespace. */
function chainsOf(session: SessionTypes.Struct): string[] {
  return session.namespaces.eip155?.chains ?? []
}
