import { readFileSync } from 'node:fs'
import solc from 'solc'
import {
  type Abi,
  type Address,
  createWalletClient,
  defineChain,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Parameters of {@link deployOwnedWalletFactory}. */
export type DeployOwnedWalletFactoryParameters = {
  /** The node's HTTP JSON-RPC endpoint, e.g. an anvil from `startAnvil`. */
  url: string
  /** The node's EIP-155 chain id. */
  chainId: number
  /** A funded BIP-39 mnemonic; account 0 deploys. */
  mnemonic: string
}

/** What {@link deployOwnedWalletFactory} returns. */
export type DeployOwnedWalletFactoryReturnType = {
  /** The factory's address. */
  factory: Address
  /** The factory's ABI: `deploy(address owner, bytes32 salt) returns (address)`. */
  factoryAbi: Abi
  /** The counterfactual (CREATE2) address of the wallet `deploy(owner, salt)` makes. */
  walletAddress(owner: Address, salt: Hex): Address
  /** Deploys the wallet of `owner` and `salt` and resolves once it is mined. */
  deployWallet(owner: Address, salt: Hex): Promise<void>
}

/**
 * Compiles `OwnedWallet.sol` with solc-js (the `solc` package's bundled compiler, offline) and
 * deploys its `OwnedWalletFactory`: a minimal ERC-1271 smart account
 * (https://eips.ethereum.org/EIPS/eip-1271) whose owner's ECDSA signature of a hash is valid, made
 * with CREATE2 so it can sign before it is deployed (ERC-6492).
 *
 * @param parameters - {@link DeployOwnedWalletFactoryParameters}
 * @returns {@link DeployOwnedWalletFactoryReturnType}
 * @throws {Error} 'solc: <errors>' when the source does not compile.
 */
export async function deployOwnedWalletFactory(
  parameters: DeployOwnedWalletFactoryParameters,
): Promise<DeployOwnedWalletFactoryReturnType> {
  const { url, chainId, mnemonic } = parameters
  const { OwnedWallet: wallet, OwnedWalletFactory: factoryContract } = compile()
  const client = createWalletClient({
    account: mnemonicToAccount(mnemonic),
    chain: defineChain({
      id: chainId,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    }),
    transport: http(url),
  }).extend(publicActions)

  const hash = await client.deployContract({
    abi: factoryContract.abi,
    bytecode: factoryContract.bytecode,
  })
  const { contractAddress: factory } = await client.waitForTransactionReceipt({ hash })
  if (!factory) throw new Error('The factory was not deployed')

  return {
    factory,
    factoryAbi: factoryContract.abi,
    walletAddress: (owner, salt) =>
      getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt,
        bytecode: encodeDeployData({ abi: wallet.abi, bytecode: wallet.bytecode, args: [owner] }),
      }),
    async deployWallet(owner, salt) {
      const hash = await client.writeContract({
        address: factory,
        abi: factoryContract.abi,
        functionName: 'deploy',
        args: [owner, salt],
      })
      await client.waitForTransactionReceipt({ hash })
    },
  }
}

type Artifact = { abi: Abi; bytecode: Hex }

function compile(): Record<'OwnedWallet' | 'OwnedWalletFactory', Artifact> {
  const content = readFileSync(new URL('./OwnedWallet.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'OwnedWallet.sol': { content } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter(({ severity }) => severity === 'error') ?? []
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`)
  }
  const artifact = (name: string): Artifact => {
    const contract = output.contracts['OwnedWallet.sol']?.[name]
    if (!contract) throw new Error(`solc: no contract ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return {
    OwnedWallet: artifact('OwnedWallet'),
    OwnedWalletFactory: artifact('OwnedWalletFactory'),
  }
}
