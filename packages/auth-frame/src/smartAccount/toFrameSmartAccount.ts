import type { AuthFrameNetwork } from '@latch/core/auth-frame'
import { type Address, type Chain, type Client, concat, type Hex, type Transport } from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  type SmartAccount,
  toSimple7702SmartAccount,
  toSoladySmartAccount,
} from 'viem/account-abstraction'
import { type PrivateKeyAccount, toAccount } from 'viem/accounts'
import { unauthorized } from '../errors/AuthFrameError.js'
import { LATCH_ACCOUNT_FACTORY, SIMPLE_7702_ACCOUNT } from './contracts.js'
import { accountSalt, latchAccountAddress } from './latchAccountAddress.js'

/** A network's smart-account settings, from `init`. */
export type SmartAccountConfig = NonNullable<AuthFrameNetwork['smartAccount']>

/** The EIP-7702 delegation designator of an EOA delegated to `Simple7702Account`. */
export const DELEGATION_DESIGNATOR: Hex = concat(['0xef0100', SIMPLE_7702_ACCOUNT])

/** An owner that knows only its address: reads and preparing work, signing is refused. */
function addressOnly(address: Address): PrivateKeyAccount {
  const refuse = async (): Promise<never> => {
    throw unauthorized('Signing needs the key: use withSigningAccount.')
  }
  return {
    ...toAccount({
      address,
      signMessage: refuse,
      signTransaction: refuse,
      signTypedData: refuse,
    }),
    source: 'privateKey',
    publicKey: '0x',
    sign: refuse,
    signAuthorization: refuse,
  } as unknown as PrivateKeyAccount
}

/**
 * The frame's smart account for an owner on one network (viem `viem/account-abstraction`):
 * - `4337`: Solady's ERC-4337 account (`toSoladySmartAccount`) on EntryPoint v0.8, deployed by
 *   `LATCH_ACCOUNT_FACTORY` with salt `owner ‖ 12 zero bytes` (a counterfactual address that
 *   differs from the owner's); messages and typed data are signed the ERC-7739 way, wrapped in
 *   ERC-6492 while undeployed; user operations are signed by the owner over the raw ERC-4337
 *   user operation hash (EntryPoint v0.8's EIP-712 digest, no EIP-191 prefix), as
 *   `LatchSmartAccount` checks them;
 * - `7702`: eth-infinitism's `Simple7702Account` (`toSimple7702SmartAccount`, implementation
 *   `SIMPLE_7702_ACCOUNT`) at the owner's own address (EIP-7702 delegation).
 *
 * @param client - The client its reads go through (nonce, address, code).
 * @param type - The network's smart-account type.
 * @param owner - The owner's address (reads and preparing only; signing throws 4100) or its
 *   local account (inside `withSigningAccount` only).
 * @returns The viem smart account.
 */
export function toFrameSmartAccount(
  client: Client<Transport, Chain>,
  type: SmartAccountConfig['type'],
  owner: Address | PrivateKeyAccount,
): Promise<SmartAccount> {
  const account = typeof owner === 'string' ? addressOnly(owner) : owner
  // A public client (no account of its own): viem's parameter type asks for a local one.
  const reader = client as Parameters<typeof toSoladySmartAccount>[0]['client']
  if (type === '7702')
    return toSimple7702SmartAccount({
      client: reader,
      owner: account,
      implementation: SIMPLE_7702_ACCOUNT,
    }) as Promise<SmartAccount>
  return toSoladySmartAccount({
    client: reader,
    owner: account,
    entryPoint: { address: entryPoint08Address, abi: entryPoint08Abi, version: '0.8' },
    factoryAddress: LATCH_ACCOUNT_FACTORY,
    salt: accountSalt(account.address),
    // Computed locally: no RPC answer decides which account the owner's key controls.
    address: latchAccountAddress(account.address),
  }).then((solady) => {
    const latch = {
      ...solady,
      // LatchSmartAccount checks the owner's signature over the raw user operation hash (no
      // EIP-191 prefix, so no personal_sign can ever be a user operation).
      async signUserOperation(parameters: Parameters<SmartAccount['signUserOperation']>[0]) {
        const { chainId = client.chain.id, ...userOperation } = parameters
        const hash = getUserOperationHash({
          chainId,
          entryPointAddress: entryPoint08Address,
          entryPointVersion: '0.8',
          userOperation: { ...userOperation, sender: await latch.getAddress() } as Parameters<
            typeof getUserOperationHash<'0.8'>
          >[0]['userOperation'],
        })
        return account.sign({ hash })
      },
    }
    return latch as SmartAccount
  })
}
