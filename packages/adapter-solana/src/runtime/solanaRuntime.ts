import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  type getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** An unsigned SOL transfer, ready for a wallet to sign. */
export type UnsignedTransfer = {
  /** The wire transaction with an empty signature slot for the sender. */
  transaction: Uint8Array
  /** The compiled message, base64: what `getFeeForMessage` prices. */
  messageBase64: string
}

const rpcs = new Map<string, ReturnType<typeof createSolanaRpc>>()
/** One @solana/kit RPC client per URL. */
function rpcFor(url: string) {
  let rpc = rpcs.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    rpcs.set(url, rpc)
  }
  return rpc
}

/**
 * The lazily loaded part of the Solana adapter, on @solana/kit: RPC reads, building a SOL transfer,
 * sending a signed transaction, and base58/base64 codecs.
 */
export const solanaRuntime = {
  /** `getBalance` of `owner`, in lamports. */
  async getLamports(rpcUrl: string, owner: string): Promise<bigint> {
    const { value } = await rpcFor(rpcUrl).getBalance(address(owner)).send()
    return BigInt(value)
  },

  /** `getSlot`: the network's current slot. */
  async getSlot(rpcUrl: string): Promise<bigint> {
    return BigInt(await rpcFor(rpcUrl).getSlot().send())
  },

  /**
   * A v0 transaction moving `value` lamports from `from` to `to` (the System Program's transfer,
   * `@solana-program/system`) with a fresh blockhash, `from` paying the fee.
   * @throws The kit's error when an address is not one, or the RPC's.
   */
  async buildTransfer(parameters: {
    rpcUrl: string
    from: string
    to: string
    value: bigint
  }): Promise<UnsignedTransfer> {
    const source = createNoopSigner(address(parameters.from))
    const destination = address(parameters.to)
    const { value: latest } = await rpcFor(parameters.rpcUrl).getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(source, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source, destination, amount: lamports(parameters.value) }),
          draft,
        ),
    )
    const compiled = compileTransaction(message)
    return {
      transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
      messageBase64: getBase64Decoder().decode(compiled.messageBytes),
    }
  },

  /** `getFeeForMessage` of a base64 compiled message, in lamports; `undefined` when unknown. */
  async getFeeForMessage(rpcUrl: string, messageBase64: string): Promise<bigint | undefined> {
    const { value } = await rpcFor(rpcUrl)
      .getFeeForMessage(messageBase64 as TransactionMessageBytesBase64)
      .send()
    return value === null ? undefined : BigInt(value)
  },

  /** `sendTransaction` of signed wire bytes (base64); resolves with the signature (base58). */
  async sendSignedTransaction(rpcUrl: string, transaction: Uint8Array): Promise<string> {
    const wire = getBase64Decoder().decode(transaction)
    return rpcFor(rpcUrl)
      .sendTransaction(wire as ReturnType<typeof getBase64EncodedWireTransaction>, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  },

  encodeBase58: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
  decodeBase58: (text: string) => new Uint8Array(getBase58Encoder().encode(text)),
  encodeBase64: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
  decodeBase64: (text: string) => new Uint8Array(getBase64Encoder().encode(text)),
}

/** The Solana runtime's type, for the adapter that loads it. */
export type SolanaRuntime = typeof solanaRuntime
