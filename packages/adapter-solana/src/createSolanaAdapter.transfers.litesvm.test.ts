import type { CaipNetwork, WalletConnectNamespaceProvider } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { devSolanaWalletAddress } from '@latch/testing'
import { createTestSplToken, type StartSolanaRpcReturnType } from '@latch/testing-node'
import {
  type Address,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
} from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { connectDevSolanaWallet } from './testing/connectDevSolanaWallet.js'
import { startFundedSolanaRpc } from './testing/startFundedSolanaRpc.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './tokenPrograms.js'

/** What a new associated token account's rent costs (165 bytes, rent-exempt). */
const TOKEN_ACCOUNT_RENT = 2_039_280n

let server: StartSolanaRpcReturnType
let network: CaipNetwork
let rpc: Awaited<ReturnType<typeof startFundedSolanaRpc>>['rpc']
let classic: Awaited<ReturnType<typeof createTestSplToken>>
let extended: Awaited<ReturnType<typeof createTestSplToken>>

beforeAll(async () => {
  const { ledger, ...local } = await startFundedSolanaRpc()
  ;({ server, network, rpc } = local)
  const owner = devSolanaWalletAddress
  classic = await createTestSplToken(ledger, { owner, decimals: 6, amount: 10_000_000n })
  extended = await createTestSplToken(ledger, {
    owner,
    decimals: 2,
    amount: 1_000n,
    program: 'token-2022',
  })
})
afterAll(() => server.stop())

const fresh = async () => (await generateKeyPairSigner()).address
const lamportsOf = async (owner: string) => (await rpc.getBalance(owner as Address).send()).value
async function tokensOf(owner: string, mint: Address, tokenProgram = TOKEN_PROGRAM) {
  const [account] = await findAssociatedTokenPda({ owner: owner as Address, mint, tokenProgram })
  const { value } = await rpc.getTokenAccountBalance(account).send()
  return BigInt(value.amount)
}

describe('sending SOL and SPL tokens on the litesvm RPC', () => {
  it('sends 1.5 SOL and waits until it is confirmed', async () => {
    const { adapter, address } = await connectDevSolanaWallet(network)
    const to = await fresh()
    const transfer = { caipNetwork: network, from: address, to, value: 1_500_000_000n }
    expect(await adapter.estimateFee(transfer)).toEqual({ fee: 5_000n })
    const hash = await adapter.sendTransaction(transfer)
    expect(await adapter.waitForTransaction?.({ caipNetwork: network, hash })).toEqual({
      status: 'success',
    })
    expect(await lamportsOf(to)).toBe(1_500_000_000n)
  })

  it('sends 2.5 tokens of 6 decimals to a fresh address, creating its token account', async () => {
    const { adapter, address } = await connectDevSolanaWallet(network)
    const to = await fresh()
    const token = { address: classic.mint, decimals: 6 }
    const transfer = { caipNetwork: network, from: address, to, value: 2_500_000n, token }
    const before = await lamportsOf(address)
    expect(await adapter.estimateFee(transfer)).toEqual({ fee: 5_000n })
    const hash = await adapter.sendTransaction(transfer)
    expect(await adapter.waitForTransaction?.({ caipNetwork: network, hash })).toEqual({
      status: 'success',
    })
    expect(await tokensOf(to, classic.mint)).toBe(2_500_000n)
    expect(await lamportsOf(address)).toBe(before - 5_000n - TOKEN_ACCOUNT_RENT)
    // The account exists now: the next transfer only moves tokens.
    await adapter.sendTransaction({ ...transfer, value: 500_000n })
    expect(await tokensOf(to, classic.mint)).toBe(3_000_000n)
    expect(await lamportsOf(address)).toBe(before - 10_000n - TOKEN_ACCOUNT_RENT)
  })

  it('sends Token-2022 tokens from a wallet that only signs', async () => {
    const { adapter, address } = await connectDevSolanaWallet(network, { signOnly: true })
    const to = await fresh()
    const token = { address: extended.mint, decimals: 2 }
    await adapter.sendTransaction({ caipNetwork: network, from: address, to, value: 250n, token })
    expect(await tokensOf(to, extended.mint, TOKEN_2022_PROGRAM)).toBe(250n)
  })

  it('sends a token transfer through WalletConnect (solana_signAndSendTransaction)', async () => {
    // The session's wallet side: the dev wallet signs and sends what the adapter asks for.
    const { wallet } = await connectDevSolanaWallet(network)
    const [account] = wallet.accounts
    const provider = {
      async request({ method, params }: { method: string; params: unknown }) {
        expect(method).toBe('solana_signAndSendTransaction')
        const wire = (params as { transaction: string }).transaction
        const [output] = await wallet.features[
          'solana:signAndSendTransaction'
        ].signAndSendTransaction({
          account: account as NonNullable<typeof account>,
          chain: 'solana:localnet',
          transaction: new Uint8Array(getBase64Encoder().encode(wire)),
        })
        return { signature: getBase58Decoder().decode(output?.signature ?? new Uint8Array()) }
      },
      getAccounts: async () => [`${network.caipNetworkId}:${devSolanaWalletAddress}`],
      onDisconnect: () => () => {},
    } as unknown as WalletConnectNamespaceProvider
    const adapter = createSolanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
    adapter.setup({
      networks: [network],
      logger: createLogger('fatal'),
      storage: { getItem: () => null, setItem() {}, removeItem() {} },
      walletConnect: { getProvider: () => provider },
    })
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: network })
    const to = await fresh()
    const token = { address: classic.mint, decimals: 6 }
    const hash = await adapter.sendTransaction({
      caipNetwork: network,
      from: devSolanaWalletAddress,
      to,
      value: 1_000_000n,
      token,
    })
    expect(await adapter.waitForTransaction?.({ caipNetwork: network, hash })).toEqual({
      status: 'success',
    })
    expect(await tokensOf(to, classic.mint)).toBe(1_000_000n)
  })

  it('refuses a token whose address is not a mint, sending nothing', async () => {
    const { adapter, address } = await connectDevSolanaWallet(network)
    const token = { address: await fresh(), decimals: 6 }
    await expect(
      adapter.sendTransaction({
        caipNetwork: network,
        from: address,
        to: address,
        value: 1n,
        token,
      }),
    ).rejects.toMatchObject({
      name: 'InvalidTokenMintError',
      shortMessage: 'The token is not an SPL token mint',
    })
  })
})
