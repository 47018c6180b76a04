import { type Address, type Hash, http, isAddressEqual } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  getUserOperationHash,
  type SmartAccount,
  type UserOperation,
  WaitForUserOperationReceiptTimeoutError,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { estimateFeesPerGas, readContract } from 'viem/actions'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { type NetworkClient, RPC_TIMEOUT_MS } from '../rpc/createNetworkClients.js'
import type { Call, SendPlan } from '../rpc/parseUnsafeRequest.js'
import { ENTRY_POINT_08, SIMPLE_7702_ACCOUNT } from './contracts.js'
import { toFrameSmartAccount } from './toFrameSmartAccount.js'

/** How long the frame waits for a user operation's receipt (ms). */
export const USER_OPERATION_RECEIPT_TIMEOUT_MS = 60_000

/** A user operation prepared before the approval shows: what the user approves is what is signed. */
export type PreparedSend = {
  plan: Extract<SendPlan, { via: 'userOperation' }>
  /** EntryPoint v0.8 fields, signature a stub (viem's prepared operation, without `account`). */
  operation: UserOperation<'0.8'>
}

const bundlers = new WeakMap<NetworkClient, Promise<BundlerClient>>()

/**
 * The bundler client of a network with smart accounts: HTTP JSON-RPC to its `bundlerUrl` (10 s
 * timeout, no retry), the ERC-7677 paymaster at `paymasterUrl` when set, gas fees from the
 * project's trusted RPC when it names one (else the host's). Cached per network.
 *
 * @throws Error `This network has no smart accounts.` for a network without a bundler.
 */
export function bundlerFor(network: NetworkClient): Promise<BundlerClient> {
  const config = network.network.smartAccount
  if (!config) throw new Error('This network has no smart accounts.')
  let bundler = bundlers.get(network)
  if (!bundler) {
    bundler = network.trusted.then((trusted) => {
      const client = trusted ?? network.client
      return createBundlerClient({
        chain: network.chain,
        client,
        transport: http(config.bundlerUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
        ...(config.paymasterUrl
          ? {
              paymaster: createPaymasterClient({
                transport: http(config.paymasterUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
              }),
            }
          : {}),
        userOperation: { estimateFeesPerGas: () => estimateFeesPerGas(client) },
      })
    })
    bundlers.set(network, bundler)
  }
  return bundler
}

/**
 * Prepares one ERC-4337 user operation making `calls` from the owner's smart account, with the
 * owner's address only (stub signature, stub EIP-7702 authorisation on first use): nonce
 * (key 0, EntryPoint `getNonce(sender, 0)`), gas limits from the bundler, fees, paymaster data. Its plan says the sender, whether it
 * upgrades the EOA (7702 first use), whether it is sponsored, and its maximum fee: (call +
 * verification + pre-verification + paymaster gas limits) × `maxFeePerGas`, in wei.
 *
 * @param network - A network with smart accounts.
 * @param owner - The owner's (EOA) address.
 * @param calls - The calls, in order (one: `execute`; more: `executeBatch`).
 * @param from - The smart account the request was checked against: the operation's `sender`
 *   must be it.
 * @throws The bundler's or paymaster's JSON-RPC error (for example the EntryPoint's AA reason);
 *   Error `The user operation's sender is not the checked account.` otherwise.
 */
export async function prepareSend(
  network: NetworkClient,
  owner: Address,
  calls: readonly Call[],
  from: Address,
): Promise<PreparedSend> {
  const config = network.network.smartAccount
  if (!config) throw new Error('This network has no smart accounts.')
  const bundler = await bundlerFor(network)
  const account = await toFrameSmartAccount(
    (await network.trusted) ?? network.client,
    config.type,
    owner,
  )
  // Nonce key 0 (not viem's time-based keys): a newer operation supersedes one a bundler
  // withheld instead of both staying valid.
  const nonce = await readContract((await network.trusted) ?? network.client, {
    address: ENTRY_POINT_08,
    abi: entryPoint08Abi,
    functionName: 'getNonce',
    args: [account.address, 0n],
  })
  const { account: _, ...operation } = (await bundler.prepareUserOperation({
    account,
    nonce,
    calls: calls.map((call) => ({
      to: call.to,
      value: call.value,
      ...(call.data === undefined ? {} : { data: call.data }),
    })),
  })) as unknown as UserOperation<'0.8'> & { account?: unknown }
  if (!isAddressEqual(operation.sender, from) || !isAddressEqual(account.address, from))
    throw new Error("The user operation's sender is not the checked account.")
  const sponsored = operation.paymaster !== undefined
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return {
    operation,
    plan: {
      via: 'userOperation',
      sender: account.address,
      upgrade: operation.authorization !== undefined,
      sponsored,
      ...(operation.paymaster ? { paymaster: operation.paymaster } : {}),
      maxFee: sponsored ? undefined : gas * operation.maxFeePerGas,
    },
  }
}

/**
 * Signs the prepared user operation exactly as prepared (`signUserOperation` of the owner's smart
 * account), with the EIP-7702 authorisation to `SIMPLE_7702_ACCOUNT` signed for the active chain
 * (never chain id 0) when the operation upgrades the EOA, and hands it to the bundler
 * (`eth_sendUserOperation`, EntryPoint v0.8).
 *
 * @param network - The network it was prepared on.
 * @param prepared - From {@link prepareSend}.
 * @param owner - The owner's local account, alive only inside `withSigningAccount`.
 * @returns The user operation hash, computed by the frame (`getUserOperationHash`).
 * @throws The bundler's JSON-RPC error; {@link AuthFrameError} -32603 `The bundler answered
 *   another user operation hash than the one signed.` when its answer differs from the frame's.
 */
export async function signAndSend(
  network: NetworkClient,
  prepared: PreparedSend,
  owner: PrivateKeyAccount,
): Promise<Hash> {
  const config = network.network.smartAccount
  if (!config) throw new Error('This network has no smart accounts.')
  const bundler = await bundlerFor(network)
  const account: SmartAccount = await toFrameSmartAccount(
    (await network.trusted) ?? network.client,
    config.type,
    owner,
  )
  const operation = prepared.operation
  const authorization = operation.authorization
    ? await owner.signAuthorization({
        address: SIMPLE_7702_ACCOUNT,
        chainId: network.chain.id,
        nonce: operation.authorization.nonce,
      })
    : undefined
  const unsigned = { ...operation, ...(authorization ? { authorization } : {}) }
  const signature = await account.signUserOperation({
    ...unsigned,
    chainId: network.chain.id,
  } as Parameters<SmartAccount['signUserOperation']>[0])
  const signed = { ...unsigned, sender: account.address, signature }
  const expected = getUserOperationHash({
    chainId: network.chain.id,
    entryPointAddress: ENTRY_POINT_08,
    entryPointVersion: '0.8',
    userOperation: signed as UserOperation<'0.8'>,
  })
  const answered = await bundler.sendUserOperation({
    ...signed,
    entryPointAddress: ENTRY_POINT_08,
  } as unknown as Parameters<BundlerClient['sendUserOperation']>[0])
  // The hash is what the frame follows and answers: never the bundler's word for it.
  if (answered.toLowerCase() !== expected.toLowerCase())
    throw new AuthFrameError(
      errorCodes.internal,
      'The bundler answered another user operation hash than the one signed.',
    )
  return expected
}

/**
 * Waits (60 s) for the user operation's receipt and answers the hash of the bundle transaction
 * that included it.
 *
 * @param timeout - How long to wait (ms; 60 000 by default).
 * @throws {AuthFrameError} -32603 `The user operation <hash> was sent but not included within
 *   60 s; look it up with eth_getUserOperationReceipt.` after 60 s (the host can follow it).
 */
export async function waitForBundleTransaction(
  network: NetworkClient,
  hash: Hash,
  timeout = USER_OPERATION_RECEIPT_TIMEOUT_MS,
): Promise<Hash> {
  const bundler = await bundlerFor(network)
  try {
    const receipt = await bundler.waitForUserOperationReceipt({
      hash,
      timeout,
      pollingInterval: 500,
    })
    return receipt.receipt.transactionHash
  } catch (error) {
    if (!(error instanceof WaitForUserOperationReceiptTimeoutError)) throw error
    throw new AuthFrameError(
      errorCodes.internal,
      `The user operation ${hash} was sent but not included within ${timeout / 1000} s; look it up with eth_getUserOperationReceipt.`,
      { cause: error },
    )
  }
}
