import {
  type Address,
  address,
  generateKeyPairSigner,
  type KeyPairSigner,
  lamports,
  type Signature,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
} from '@solana-program/token'
import type { SolanaLedger } from './createSolanaLedger.ts'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './readTokenAccount.ts'
import { sendTestInstructions } from './sendTestInstructions.ts'

/** Parameters of {@link createTestSplToken}. */
export type CreateTestSplTokenParameters = {
  /** The wallet (base58) that gets an associated token account holding `amount`. */
  owner: string
  /** The mint's decimals. Defaults to `6`. */
  decimals?: number
  /** What `owner` holds, in base units (`1_000_000n` is 1 token with 6 decimals). */
  amount: bigint
  /** The token program: `'token'` (SPL Token, the default) or `'token-2022'`. */
  program?: 'token' | 'token-2022'
}

/** What {@link createTestSplToken} made. */
export type CreateTestSplTokenReturnType = {
  /** The mint's address (base58). */
  mint: Address
  /** `owner`'s associated token account. */
  tokenAccount: Address
  /** The mint authority, which also paid for everything: mint more with it. */
  mintAuthority: KeyPairSigner
  /** The token program the mint belongs to. */
  programId: Address
  /** The signature of the transaction that created the mint, the account and the tokens. */
  signature: Signature
}

/** Lamports the mint authority is given to pay rent and fees: 1 SOL. */
const AUTHORITY_LAMPORTS = 1_000_000_000n

/**
 * Creates an SPL token on a local ledger: a fresh mint (SPL Token or Token-2022,
 * with `@solana-program/token`'s instructions), `owner`'s associated token account, and `amount`
 * minted to it — one transaction, after an airdrop to a fresh mint authority. For tests and the
 * demo's seeded wallet.
 * @param ledger - The ledger (`startSolanaRpc(...).ledger`).
 * @param parameters - {@link CreateTestSplTokenParameters}
 * @returns The mint, the token account, the mint authority, the program and the signature.
 * @throws {SolanaRpcError} -32002 when a transaction fails (e.g. `decimals` above 255).
 * @throws The kit's error when `owner` is not an address.
 *
 * @example
 * const server = await startSolanaRpc({ port: await getFreePort() })
 * const { mint } = await createTestSplToken(server.ledger!, { owner, decimals: 6, amount: 5_000_000n })
 */
export async function createTestSplToken(
  ledger: SolanaLedger,
  parameters: CreateTestSplTokenParameters,
): Promise<CreateTestSplTokenReturnType> {
  const { decimals = 6, amount, program = 'token' } = parameters
  const owner = address(parameters.owner)
  const programId = program === 'token' ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM
  const config = { programAddress: programId }
  const [mintAuthority, mint] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ])
  await ledger.airdrop(mintAuthority.address, lamports(AUTHORITY_LAMPORTS))
  const space = BigInt(getMintSize())
  const createAta = await getCreateAssociatedTokenIdempotentInstructionAsync({
    payer: mintAuthority,
    owner,
    mint: mint.address,
    tokenProgram: programId,
  })
  const tokenAccount = createAta.accounts[1].address
  const signature = await sendTestInstructions(ledger, mintAuthority, [
    getCreateAccountInstruction({
      payer: mintAuthority,
      newAccount: mint,
      lamports: lamports(ledger.svm.minimumBalanceForRentExemption(space)),
      space,
      programAddress: programId,
    }),
    getInitializeMint2Instruction(
      { mint: mint.address, decimals, mintAuthority: mintAuthority.address },
      config,
    ),
    createAta,
    getMintToCheckedInstruction(
      { mint: mint.address, token: tokenAccount, mintAuthority, amount, decimals },
      config,
    ),
  ])
  return { mint: mint.address, tokenAccount, mintAuthority, programId, signature }
}
