import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  type CompiledTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { Clock, type FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { type LedgerTokenBalance, readTokenBalances } from './readTokenBalances.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import {
  describeTransactionError,
  type TransactionErrorJson,
  toTransactionError,
} from './toTransactionError.ts'

/** Lamports per signature, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** How many blocks a blockhash stays usable, as on mainnet. */
const BLOCKHASH_LIFETIME = 150n
/** What the faucet behind `requestAirdrop` holds at start: 500 million SOL. */
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n
/** The faucet's fixed ed25519 secret key: 32 bytes of 0x4c ('L'). */
const FAUCET_SECRET_KEY = new Uint8Array(32).fill(0x4c)
const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

/** A transaction the ledger processed, kept for `getTransaction` and friends. */
export type LedgerTransaction = {
  signature: Signature
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  /** The signed transaction as sent. */
  transaction: Transaction
  message: CompiledTransactionMessage
  err: TransactionErrorJson | null
  /** In lamports. */
  fee: bigint
  /** In lamports, per account key. */
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: LedgerTokenBalance[]
  postTokenBalances: LedgerTokenBalance[]
  logs: string[]
  computeUnitsConsumed: bigint
}

/** What a simulation found: `postAccounts` are the accounts it loaded, as they would be after it. */
export type LedgerSimulation = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  postAccounts: readonly EncodedAccount[]
}

/** A decoded wire transaction with its compiled message. */
export type DecodedTransaction = { transaction: Transaction; message: CompiledTransactionMessage }

/**
 * A Solana ledger on litesvm (https://github.com/LiteSVM/litesvm) plus what litesvm leaves to an
 * RPC node: blocks (each processed transaction is one slot, with a new blockhash and clock time),
 * the window of recent blockhashes a transaction may name (150 blocks), a faucet for airdrops, and
 * the history behind `getTransaction`, `getSignatureStatuses` and `getSignaturesForAddress`.
 */
export type SolanaLedger = Awaited<ReturnType<typeof createSolanaLedger>>

/**
 * Creates a {@link SolanaLedger}: a fresh litesvm (system programs, SPL Token, sysvars) whose
 * blockhashes are checked against the recent window, as a node does (litesvm alone knows one).
 */
export async function createSolanaLedger() {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const faucet = await createKeyPairSignerFromPrivateKeyBytes(FAUCET_SECRET_KEY)
  svm.setAccount({
    address: faucet.address,
    lamports: lamports(FAUCET_LAMPORTS),
    data: new Uint8Array(),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    space: 0n,
  })
  const genesisSlot = svm.getClock().slot
  let blockHeight = 0n
  const blockhashes = new Map<string, bigint>()
  const history = new Map<string, LedgerTransaction>()
  const signaturesByAddress = new Map<string, Signature[]>()
  const base58 = getBase58Decoder()

  const slot = () => genesisSlot + blockHeight
  const latestBlockhash = () => String(svm.latestBlockhash())
  const remember = () => {
    blockhashes.set(latestBlockhash(), blockHeight + BLOCKHASH_LIFETIME)
    for (const [hash, lastValid] of blockhashes)
      if (lastValid < blockHeight) blockhashes.delete(hash)
  }
  /** Produces the next block: a new slot, clock time and blockhash. */
  const advance = () => {
    blockHeight += 1n
    svm.expireBlockhash()
    const { epochStartTimestamp, epoch, leaderScheduleEpoch } = svm.getClock()
    const unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(new Clock(slot(), epochStartTimestamp, epoch, leaderScheduleEpoch, unixTimestamp))
    remember()
  }
  const record = (entry: LedgerTransaction) => {
    history.set(entry.signature, entry)
    for (const account of new Set(entry.message.staticAccounts)) {
      const signatures = signaturesByAddress.get(account) ?? []
      signatures.push(entry.signature)
      signaturesByAddress.set(account, signatures)
    }
  }
  const balancesOf = (accounts: readonly Address[]) =>
    accounts.map((account) => BigInt(svm.getBalance(account) ?? 0n))
  const toSimulation = (
    result: TransactionMetadata | FailedTransactionMetadata,
  ): Omit<LedgerSimulation, 'postAccounts'> => {
    const failed = 'err' in result
    const meta = failed ? result.meta() : result
    return {
      err: failed ? toTransactionError(result) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
    }
  }
  const lifetimeOf = (message: CompiledTransactionMessage) =>
    'lifetimeToken' in message ? String(message.lifetimeToken) : undefined

  const ledger = {
    /** The litesvm instance, for tests that set accounts or programs directly. */
    svm,
    /** The current slot. */
    get slot() {
      return slot()
    },
    get blockHeight() {
      return blockHeight
    },
    /** How many transactions were processed, airdrops included. */
    get transactionCount() {
      return BigInt(history.size)
    },
    /** The blockhash a new transaction should name, and the last block height it is valid at. */
    latestBlockhash: () => ({
      blockhash: latestBlockhash() as ReturnType<LiteSVM['latestBlockhash']>,
      lastValidBlockHeight: blockHeight + BLOCKHASH_LIFETIME,
    }),
    /** Whether a transaction naming `blockhash` would still be accepted. */
    isBlockhashValid: (blockhash: string) => blockhashes.has(blockhash),

    /**
     * Decodes a wire transaction and its message.
     * @throws {SolanaRpcError} -32602 when the bytes are not a transaction.
     */
    decode(bytes: Uint8Array): DecodedTransaction {
      try {
        const transaction = getTransactionDecoder().decode(bytes)
        const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
        return { transaction, message }
      } catch (error) {
        throw SolanaRpcError.invalidParams(
          `failed to deserialize transaction: ${(error as Error).message}`,
        )
      }
    },

    /** The fee of a message, in lamports: 5,000 per signature. */
    feeOf: (message: CompiledTransactionMessage) =>
      LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),

    /**
     * Runs a transaction without committing it. `sigVerify` checks its signatures (the preflight
     * of `send` does); `replaceRecentBlockhash` skips the blockhash age check. A failed simulation
     * has no `postAccounts`.
     */
    simulate(
      decoded: DecodedTransaction,
      options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
    ): LedgerSimulation {
      const lifetime = lifetimeOf(decoded.message)
      if (!options.replaceRecentBlockhash && lifetime && !blockhashes.has(lifetime)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] }
      }
      svm.withSigverify(options.sigVerify ?? false)
      try {
        const result = svm.simulateTransaction(decoded.transaction)
        return 'err' in result
          ? { ...toSimulation(result), postAccounts: [] }
          : { ...toSimulation(result.meta()), postAccounts: result.postAccounts() }
      } finally {
        svm.withSigverify(true)
      }
    },

    /**
     * Processes a signed transaction in a new block, after a preflight simulation unless skipped.
     * A transaction already processed is not processed again (same signature).
     * @returns Its signature (the fee payer's, base58).
     * @throws {SolanaRpcError} -32003 when a signature is missing; -32002 when the preflight fails,
     *   or the transaction cannot be processed at all (unknown blockhash, fee payer without funds).
     */
    send(decoded: DecodedTransaction, options: { skipPreflight?: boolean } = {}): Signature {
      const { transaction, message } = decoded
      const signatures = Object.values(transaction.signatures)
      const [feePayerSignature] = signatures
      if (!feePayerSignature || signatures.some((value) => !value)) {
        throw SolanaRpcError.signatureVerificationFailure()
      }
      const signature = base58.decode(feePayerSignature) as Signature
      if (history.has(signature)) return signature
      const failure = (err: TransactionErrorJson, logs: string[], unitsConsumed: bigint) =>
        SolanaRpcError.preflightFailure(describeTransactionError(err), {
          err,
          logs,
          unitsConsumed: Number(unitsConsumed),
          accounts: null,
          returnData: null,
        })
      if (!options.skipPreflight) {
        const preflight = ledger.simulate(decoded, { sigVerify: true })
        if (preflight.err) throw failure(preflight.err, preflight.logs, preflight.unitsConsumed)
      }
      const lifetime = lifetimeOf(message)
      if (lifetime && !blockhashes.has(lifetime)) throw failure('BlockhashNotFound', [], 0n)
      const preBalances = balancesOf(message.staticAccounts)
      const preTokenBalances = readTokenBalances(svm, message.staticAccounts)
      const outcome = toSimulation(svm.sendTransaction(transaction))
      // A transaction that fails before it runs (no signature, fee payer without funds) is never
      // in a block: a node drops it.
      if (typeof outcome.err === 'string') {
        throw failure(outcome.err, outcome.logs, outcome.unitsConsumed)
      }
      record({
        signature,
        slot: slot() + 1n,
        blockTime: Math.floor(Date.now() / 1000),
        transaction,
        message,
        err: outcome.err,
        fee: ledger.feeOf(message),
        preBalances,
        postBalances: balancesOf(message.staticAccounts),
        preTokenBalances,
        postTokenBalances: readTokenBalances(svm, message.staticAccounts),
        logs: outcome.logs,
        computeUnitsConsumed: outcome.unitsConsumed,
      })
      advance()
      return signature
    },

    /**
     * Gives `recipient` (a base58 address) `amount` lamports from the faucet, as a signed system transfer in a new block.
     * @returns The airdrop transaction's signature.
     * @throws {SolanaRpcError} -32002 when the transfer fails (e.g. too little to be rent-exempt).
     * @throws The kit's error when `recipient` is not an address.
     */
    async airdrop(recipient: string, amount: bigint): Promise<Signature> {
      const destination = address(recipient)
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), draft),
        (draft) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({ source: faucet, destination, amount }),
            draft,
          ),
      )
      const transaction = await signTransactionMessageWithSigners(message)
      return ledger.send(ledger.decode(new Uint8Array(getTransactionEncoder().encode(transaction))))
    },

    /** A processed transaction, or `undefined`. */
    getTransaction: (signature: string) => history.get(signature),

    /** Signatures of the processed transactions naming `address`, newest first. */
    signaturesFor: (address: string): readonly Signature[] =>
      [...(signaturesByAddress.get(address) ?? [])].reverse(),
  }
  remember()
  return ledger
}
