import type { Address } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'

/**
 * ERC-4337 EntryPoint v0.8 (eth-infinitism), at its canonical address on every chain; the only
 * EntryPoint the frame's smart accounts use.
 */
export const ENTRY_POINT_08: Address = entryPoint08Address

/**
 * eth-infinitism's `Simple7702Account` (EntryPoint v0.8): the implementation an EOA delegates to
 * with an EIP-7702 authorisation (its code becomes `0xef0100 ‖ this address`). It is viem's default
 * for `toSimple7702SmartAccount`.
 */
export const SIMPLE_7702_ACCOUNT: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/**
 * Latch's smart-account factory (`LatchSmartAccountFactory`, on Solady's `LibClone`), deployed by
 * the deterministic CREATE2 deployer with a zero salt, so it has this address on every chain.
 * `createAccount(owner, salt)` deploys an ERC-1967 proxy to {@link LATCH_SMART_ACCOUNT} at an
 * address that depends on the salt only, and requires the salt to start with the owner: the frame
 * uses `salt = owner ‖ 12 zero bytes`.
 */
export const LATCH_ACCOUNT_FACTORY: Address = '0x7BbC9Dc1cD0a57764D7FF0cc0a49bf081DA98b1D'

/**
 * Latch's ERC-4337 account implementation (`LatchSmartAccount`: Solady's `ERC4337` bound to
 * EntryPoint v0.8, ERC-1271 with ERC-7739 nested signatures, EIP-712 domain
 * `LatchSmartAccount` version `1`), behind every proxy of {@link LATCH_ACCOUNT_FACTORY}.
 */
export const LATCH_SMART_ACCOUNT: Address = '0x92448576E17f9f37fa4A0d0F6f6f7CdEFf97F172'
