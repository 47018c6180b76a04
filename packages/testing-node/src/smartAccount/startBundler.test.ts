import {
  type Address,
  concatHex,
  createPublicClient,
  createTestClient,
  hashMessage,
  http,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toSimple7702SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  LATCH_ACCOUNT_FACTORY,
  LATCH_SMART_ACCOUNT,
  SIMPLE_7702_ACCOUNT,
} from '../../../auth-frame/src/smartAccount/contracts.ts'
import {
  accountSalt,
  latchAccountAddress,
} from '../../../auth-frame/src/smartAccount/latchAccountAddress.ts'
import { toFrameSmartAccount } from '../../../auth-frame/src/smartAccount/toFrameSmartAccount.ts'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import {
  deploySmartAccountContracts,
  type SmartAccountContracts,
} from './deploySmartAccountContracts.ts'
import { type StartBundlerReturnType, startBundler } from './startBundler.ts'
import { type StartPaymasterReturnType, startPaymaster } from './startPaymaster.ts'

let anvil: StartAnvilReturnType
let bundler: StartBundlerReturnType
let paymasterService: StartPaymasterReturnType
let contracts: SmartAccountContracts
const client = () => createPublicClient({ chain: foundry, transport: http(anvil.url) })
const testClient = () =>
  createTestClient({ mode: 'anvil', chain: foundry, transport: http(anvil.url) })
const entryPoint = { address: entryPoint08Address, abi: entryPoint08Abi, version: '0.8' } as const

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337 })
  contracts = await deploySmartAccountContracts({ rpcUrl: anvil.url })
  bundler = await startBundler({ port: await getFreePort(), rpcUrl: anvil.url, chainId: 31337 })
  paymasterService = await startPaymaster({ port: await getFreePort(), chainIds: [31337] })
}, 90_000)

afterAll(async () => {
  await bundler?.stop()
  await paymasterService?.stop()
  await anvil?.stop()
})

// The frame's account: Solady's, its user operations signed over the raw hash (LatchSmartAccount).
const latchAccount = () =>
  toFrameSmartAccount(client(), '4337', privateKeyToAccount(generatePrivateKey()))
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('deploySmartAccountContracts', () => {
  test('places the contracts at the addresses the frame holds, and does nothing the second time', async () => {
    expect(contracts.accountFactory).toBe(LATCH_ACCOUNT_FACTORY)
    expect(contracts.accountImplementation).toBe(LATCH_SMART_ACCOUNT)
    expect(contracts.simple7702Account).toBe(SIMPLE_7702_ACCOUNT)
    for (const address of Object.values(contracts)) {
      expect((await client().getCode({ address }))?.length).toBeGreaterThan(2)
    }
    const implementation = await client().readContract({
      address: LATCH_ACCOUNT_FACTORY,
      abi: [
        {
          type: 'function',
          name: 'implementation',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'implementation',
    })
    expect(implementation).toBe(LATCH_SMART_ACCOUNT)
    // The frame computes each owner's account address locally: the factory agrees.
    for (const owner of [freshAddress(), freshAddress()]) {
      const onChain = await client().readContract({
        address: LATCH_ACCOUNT_FACTORY,
        abi: parseAbi(['function getAddress(bytes32) view returns (address)']),
        functionName: 'getAddress',
        args: [accountSalt(owner)],
      })
      expect(latchAccountAddress(owner)).toBe(onChain)
    }
    const simpleEntryPoint = await client().readContract({
      address: SIMPLE_7702_ACCOUNT,
      abi: [
        {
          type: 'function',
          name: 'entryPoint',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'entryPoint',
    })
    expect(simpleEntryPoint).toBe(entryPoint08Address)
    const blockBefore = await client().getBlockNumber()
    await deploySmartAccountContracts({ rpcUrl: anvil.url })
    expect(await client().getBlockNumber()).toBe(blockBefore)
    const deposit = await client().readContract({
      ...entryPoint,
      functionName: 'balanceOf',
      args: [contracts.paymaster],
    })
    expect(deposit).toBe(parseEther('10'))
  })
})

describe('startBundler', () => {
  test('a fresh Latch account signs (ERC-6492), then its first user operation deploys it and moves ETH exactly', async () => {
    const account = await latchAccount()
    expect(await client().getCode({ address: account.address })).toBeUndefined()
    const signature = await account.signMessage({ message: 'hello Latch' })
    expect(
      await client().verifyMessage({ address: account.address, message: 'hello Latch', signature }),
    ).toBe(true)

    await testClient().setBalance({ address: account.address, value: parseEther('1') })
    const to = freshAddress()
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to, value: parseEther('0.25') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    // The bundler's preVerificationGas covers what the bundle transaction cost beyond the op.
    expect(receipt.actualGasUsed).toBeGreaterThanOrEqual(receipt.receipt.gasUsed)
    expect(receipt.sender).toBe(account.address)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    // The prefund's excess stays in the account's EntryPoint deposit.
    const deposit = await client().readContract({
      ...entryPoint,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const balance = await client().getBalance({ address: account.address })
    expect(balance + deposit).toBe(parseEther('0.75') - receipt.actualGasCost)
    expect((await client().getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    const byHash = await bundlerClient.getUserOperation({ hash })
    expect(byHash.transactionHash).toBe(receipt.receipt.transactionHash)
    // The signature still verifies once deployed (ERC-1271, ERC-7739).
    const again = await account.signMessage({ message: 'deployed' })
    expect(
      await client().verifyMessage({
        address: account.address,
        message: 'deployed',
        signature: again,
      }),
    ).toBe(true)
  }, 60_000)

  test('an EIP-191 signature of the owner is neither a user operation nor the account’s (raw hash only)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toFrameSmartAccount(client(), '4337', owner)
    await testClient().setBalance({ address: account.address, value: parseEther('1') })
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    // viem's prepared union does not narrow back into sendUserOperation's: one v0.8 operation.
    const request = (await bundlerClient.prepareUserOperation({
      calls: [{ to: freshAddress(), value: 1n }],
    })) as unknown as UserOperation<'0.8'>
    const hash = getUserOperationHash({
      chainId: 31337,
      entryPointAddress: entryPoint08Address,
      entryPointVersion: '0.8',
      userOperation: { ...request, sender: account.address },
    })
    // What personal_sign of the hash would give: refused by the account.
    const prefixed = await owner.signMessage({ message: { raw: hash } })
    await expect(
      bundlerClient.sendUserOperation({ ...request, signature: prefixed }),
    ).rejects.toThrow(/AA24/)
    const sent = await bundlerClient.sendUserOperation({
      ...request,
      signature: await account.signUserOperation(request),
    })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: sent })).success).toBe(true)
    // Deployed: a plain (non-ERC-7739) owner signature does not verify as the account, even
    // through eth_call (Solady's RPC shortcut is off).
    const digest = hashMessage('sign in')
    const magic = await client()
      .readContract({
        address: account.address,
        abi: parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)']),
        functionName: 'isValidSignature',
        args: [digest, await owner.sign({ hash: digest })],
      })
      .catch(() => '0xffffffff')
    expect(magic).not.toBe('0x1626ba7e')
  }, 60_000)

  test('with the paymaster the account pays nothing', async () => {
    const account = await latchAccount()
    await testClient().setBalance({ address: account.address, value: parseEther('1') })
    const to = freshAddress()
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
      paymaster: createPaymasterClient({ transport: http(paymasterService.url) }),
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to, value: parseEther('0.1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(contracts.paymaster)
    expect(await client().getBalance({ address: account.address })).toBe(parseEther('0.9'))
    expect(
      await client().readContract({
        ...entryPoint,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(0n)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.1'))
  }, 60_000)

  test('an EIP-7702 operation delegates the EOA to Simple7702Account and runs a batch', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await testClient().setBalance({ address: owner.address, value: parseEther('1') })
    const account = await toSimple7702SmartAccount({ client: client(), owner })
    expect(account.address).toBe(owner.address)
    const authorization = await owner.signAuthorization({
      chainId: foundry.id,
      contractAddress: SIMPLE_7702_ACCOUNT,
      nonce: await client().getTransactionCount({ address: owner.address }),
    })
    const [first, second] = [freshAddress(), freshAddress()]
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    const hash = await bundlerClient.sendUserOperation({
      authorization,
      calls: [
        { to: first, value: parseEther('0.01') },
        { to: second, value: parseEther('0.02') },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client().getCode({ address: owner.address })).toBe(
      concatHex(['0xef0100', SIMPLE_7702_ACCOUNT]).toLowerCase(),
    )
    expect(await client().getBalance({ address: first })).toBe(parseEther('0.01'))
    expect(await client().getBalance({ address: second })).toBe(parseEther('0.02'))
  }, 60_000)

  test('refuses an operation the account cannot pay for with the EntryPoint reason', async () => {
    const account = await latchAccount()
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    const request = (await bundlerClient.prepareUserOperation({
      calls: [{ to: zeroAddress, value: 0n }],
    })) as unknown as UserOperation<'0.8'>
    const signature = await account.signUserOperation(request)
    await expect(bundlerClient.sendUserOperation({ ...request, signature })).rejects.toThrow(
      /AA21 didn't pay prefund/,
    )
  }, 60_000)

  test('refuses to estimate an operation whose call reverts', async () => {
    const account = await latchAccount()
    await testClient().setBalance({ address: account.address, value: parseEther('1') })
    const bundlerClient = createBundlerClient({
      account,
      client: client(),
      transport: http(bundler.url),
    })
    // More ETH than the account holds: the account's execute reverts.
    await expect(
      bundlerClient.estimateUserOperationGas({
        calls: [{ to: freshAddress(), value: parseEther('2') }],
      }),
    ).rejects.toThrow(/execution reverted/)
  }, 60_000)

  test('a second start on the same port reuses the running bundler and paymaster', async () => {
    const port = Number(new URL(bundler.url).port)
    const again = await startBundler({ port, rpcUrl: anvil.url, chainId: 31337 })
    expect(again).toMatchObject({ url: bundler.url, reused: true })
    await expect(startBundler({ port, rpcUrl: anvil.url, chainId: 1 })).rejects.toThrow(
      `Port ${port} is in use by something that is not a bundler for chain 1`,
    )
    const paymasterPort = Number(new URL(paymasterService.url).port)
    expect(await startPaymaster({ port: paymasterPort, chainIds: [31337] })).toMatchObject({
      reused: true,
    })
  })

  test('answers the ERC-7769 basics and validates params', async () => {
    const call = async (method: string, params: unknown[], url = bundler.url) =>
      (await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then((response) => response.json())) as {
        result?: unknown
        error?: { code: number; message: string }
      }
    expect((await call('eth_chainId', [])).result).toBe('0x7a69')
    expect((await call('eth_supportedEntryPoints', [])).result).toEqual([entryPoint08Address])
    expect(
      (await call('eth_sendUserOperation', [{ sender: 'nope' }, entryPoint08Address])).error?.code,
    ).toBe(-32602)
    expect((await call('eth_getUserOperationReceipt', [`0x${'11'.repeat(32)}`])).result).toBeNull()
    expect((await call('eth_sendRawTransaction', ['0x00'])).error?.code).toBe(-32601)
    const stub = await call(
      'pm_getPaymasterStubData',
      [{ sender: contracts.paymaster }, entryPoint08Address, '0x7a69', {}],
      paymasterService.url,
    )
    expect(stub.result).toEqual({
      paymaster: contracts.paymaster,
      paymasterData: '0x',
      paymasterVerificationGasLimit: '0xc350',
      paymasterPostOpGasLimit: '0x0',
      isFinal: true,
    })
    const otherChain = await call(
      'pm_getPaymasterData',
      [{ sender: contracts.paymaster }, entryPoint08Address, '0x1', {}],
      paymasterService.url,
    )
    expect(otherChain.error).toEqual({ code: -32602, message: 'Chain 1 is not sponsored' })
  })
})
