import { type Address, getContractAddress, keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The private key that deploys the test contracts: `keccak256('latch test contracts deployer')`,
 * not one of the anvil mnemonic's accounts, so wallet activity never shifts its nonces and the
 * contract addresses stay the same on every fresh chain. Test-only: it guards nothing.
 */
export const testContractsDeployerKey = keccak256(stringToBytes('latch test contracts deployer'))

/** The address of {@link testContractsDeployerKey}. */
export const testContractsDeployer: Address = privateKeyToAccount(testContractsDeployerKey).address

/**
 * Anvil's dev accounts #0–#4 (`ANVIL_TEST_MNEMONIC`, m/44'/60'/0'/0/i): the initial token holders.
 */
export const anvilTestAccounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
] as const satisfies readonly Address[]

const deployed = (nonce: number) =>
  getContractAddress({ from: testContractsDeployer, nonce: BigInt(nonce) })

/**
 * Where `deployTestContracts` puts the test contracts, the same on every chain it runs on (the
 * deployer's nonces 0–4; Multicall3 at its canonical address):
 * - `multicall3`: Multicall3's ABI (`aggregate3`, `getEthBalance`, …) at
 *   0xcA11bde05977b3631167028862bE2a173976CA11, where viem's `multicall` looks.
 * - `latchTestToken`: ERC-20 "Latch Test Token" (LTT), 18 decimals.
 * - `latchTestUsd`: USDT-style ERC-20 "Latch Test USD" (LUSD), 6 decimals; `transfer`,
 *   `transferFrom` and `approve` return no data.
 * - `latchExtraToken`: ERC-20 "Latch Extra Token" (LXT), 18 decimals, held by account #1 only.
 * - `latchTestNft`: ERC-721 "Latch Test NFT" (LNFT) with on-chain `data:` metadata.
 * - `latchTestItems`: ERC-1155 "Latch Test Items" with on-chain `data:` metadata.
 */
export const testContracts = {
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  latchTestToken: deployed(0),
  latchTestUsd: deployed(1),
  latchExtraToken: deployed(2),
  latchTestNft: deployed(3),
  latchTestItems: deployed(4),
} as const satisfies Record<string, Address>
