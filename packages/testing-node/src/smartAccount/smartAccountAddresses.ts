import { type Address, concatHex, encodeAbiParameters, getContractAddress, type Hex } from 'viem'
import { compileSmartAccountContracts } from './compileSmartAccountContracts.js'

/** The deterministic CREATE2 deployer (Arachnid's), present on anvil from genesis. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The CREATE2 salt of Latch's account implementation and factory: 32 zero bytes. */
export const CREATE2_SALT: Hex = `0x${'00'.repeat(32)}`

/**
 * The creation code (init code) of Latch's smart account implementation and of its factory (whose
 * constructor argument is the implementation's address), as the CREATE2 deployer receives them,
 * and the addresses they deploy to (salt {@link CREATE2_SALT}).
 */
export function latchAccountDeployment(): {
  accountInitCode: Hex
  account: Address
  factoryInitCode: Hex
  factory: Address
} {
  const contracts = compileSmartAccountContracts()
  const accountInitCode = contracts.LatchSmartAccount.bytecode
  const account = create2Address(accountInitCode)
  const factoryInitCode = concatHex([
    contracts.LatchSmartAccountFactory.bytecode,
    encodeAbiParameters([{ type: 'address' }], [account]),
  ])
  return { accountInitCode, account, factoryInitCode, factory: create2Address(factoryInitCode) }
}

/**
 * The address the CREATE2 deployer ({@link CREATE2_DEPLOYER}) deploys `bytecode` to with salt
 * {@link CREATE2_SALT} (EIP-1014).
 *
 * @param bytecode - The init code sent to the deployer after the salt.
 */
export function create2Address(bytecode: Hex): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: CREATE2_SALT,
    bytecode,
  })
}
