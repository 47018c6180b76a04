import { type Address, concat, getContractAddress, type Hex, pad } from 'viem'
import { LATCH_ACCOUNT_FACTORY, LATCH_SMART_ACCOUNT } from './contracts.js'

/**
 * The CREATE2 salt of the owner's 4337 account: the owner's 20 bytes then 12 zero bytes (the
 * factory requires the salt to start with the owner; never viem's default zero salt, which would
 * give every user the same account).
 */
export const accountSalt = (owner: Address): Hex => pad(owner, { dir: 'right', size: 32 })

/**
 * Solady's minimal ERC-1967 proxy creation code (`LibClone.initCodeERC1967`) for an
 * implementation.
 */
export const erc1967ProxyInitCode = (implementation: Address): Hex =>
  concat([
    '0x603d3d8160223d3973',
    implementation,
    '0x600951',
    '0x55f3363d3d373d3d363d7f360894a13ba1a3210667c828492db98dca3e2076cc',
    '0x3735a920a3ca505d382bbc545af43d6000803e6038573d6000fd5b3d6000f3',
  ])

/**
 * The owner's 4337 account address, computed locally (pure CREATE2, as
 * `LibClone.predictDeterministicAddressERC1967(LATCH_SMART_ACCOUNT, salt, LATCH_ACCOUNT_FACTORY)`
 * in the factory's `getAddress(salt)`), so no RPC can answer another account's address.
 *
 * @param owner - The owner's (EOA) address.
 * @returns The counterfactual ERC-1967 proxy address, salt `owner ‖ 12 zero bytes`.
 */
export function latchAccountAddress(owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: LATCH_ACCOUNT_FACTORY,
    salt: accountSalt(owner),
    bytecode: erc1967ProxyInitCode(LATCH_SMART_ACCOUNT),
  })
}
