import type { CaipNetwork } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { devSolanaWalletAddress } from '@latch/testing'
import type { StartSolanaRpcReturnType } from '@latch/testing-node'
import {
  type Address,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
} from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { connectDevSolanaWallet } from '../testing/connectDevSolanaWallet.js'
import { createEmbeddedProvider } from '../testing/createEmbeddedProvider.js'
import { startFundedSolanaRpc } from '../testing/startFundedSolanaRpc.js'

// Issue 32 (C2): a SOL send through the embedded wallet (ID_AUTH) lands on the litesvm RPC.
let server: StartSolanaRpcReturnType
let network: CaipNetwork
let rpc: Awaited<ReturnType<typeof startFundedSolanaRpc>>['rpc']

beforeAll(async () => {
  ;({ server, network, rpc } = await startFundedSolanaRpc())
})
afterAll(() => server.stop())

it('sends 0.5 SOL with solana_signAndSendTransaction (base64 wire, the chain id)', async () => {
  // The frame's side: the dev wallet signs and sends what it is asked to.
  const { wallet } = await connectDevSolanaWallet(network)
  const [account] = wallet.accounts
  const asked: unknown[] = []
  const provider = createEmbeddedProvider({
    solana_getAccounts: [`${network.caipNetworkId}:${devSolanaWalletAddress}`],
    async solana_signAndSendTransaction(params: { transaction: string; chainId: string }) {
      asked.push(params.chainId)
      const [output] = await wallet.features[
        'solana:signAndSendTransaction'
      ].signAndSendTransaction({
        account: account as NonNullable<typeof account>,
        chain: 'solana:localnet',
        transaction: new Uint8Array(getBase64Encoder().encode(params.transaction)),
      })
      return { signature: getBase58Decoder().decode(output?.signature ?? new Uint8Array()) }
    },
  })
  const adapter = createSolanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
  adapter.setup({
    networks: [network],
    logger: createLogger('fatal'),
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
    embeddedWallet: { getProvider: () => provider },
  })
  await adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: network })
  const to = (await generateKeyPairSigner()).address
  const hash = await adapter.sendTransaction({
    caipNetwork: network,
    from: devSolanaWalletAddress,
    to,
    value: 500_000_000n,
  })
  expect(await adapter.waitForTransaction?.({ caipNetwork: network, hash })).toEqual({
    status: 'success',
  })
  expect(asked).toEqual([network.caipNetworkId])
  expect((await rpc.getBalance(to as Address).send()).value).toBe(500_000_000n)
})
