/**
 * The mnemonic Anvil and Hardhat derive their default dev accounts from.
 *
 * Account 0 (`m/44'/60'/0'/0/0`) is `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`, funded with
 * 10 000 ETH on a fresh Anvil node. Public knowledge: never hold real funds with it.
 *
 * @example
 * import { mnemonicToAccount } from 'viem/accounts'
 * import { ANVIL_TEST_MNEMONIC } from '@latch/testing'
 *
 * mnemonicToAccount(ANVIL_TEST_MNEMONIC).address
 * // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export const ANVIL_TEST_MNEMONIC = 'test test test test test test test test test test test junk'
