import type { Hex } from 'viem'
import { expect, test, vi } from 'vitest'
import { createDevWallet } from '../createDevWallet.ts'
import { createMemoryDevWalletStorage } from '../createMemoryDevWalletStorage.ts'

const sepolia = {
  chainId: '0xaa36a7',
  chainName: 'Sepolia',
  rpcUrls: ['https://sepolia.example'],
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
}

function setup(storage = createMemoryDevWalletStorage()) {
  const chains = [
    { id: 31337, name: 'Anvil' },
    { id: 1, name: 'Ethereum' },
  ]
  const wallet = createDevWallet({ chains, storage })
  const onChainChanged = vi.fn()
  wallet.on('chainChanged', onChainChanged)
  return { wallet, onChainChanged }
}

test('wallet_switchEthereumChain switches to a known chain after approval', async () => {
  const { wallet, onChainChanged } = setup()
  wallet.setNextApproval('reject')
  const params: [{ chainId: Hex }] = [{ chainId: '0x1' }]
  await expect(
    wallet.request({ method: 'wallet_switchEthereumChain', params }),
  ).rejects.toMatchObject({ code: 4001 })
  expect(await wallet.request({ method: 'wallet_switchEthereumChain', params })).toBeNull()
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(onChainChanged).toHaveBeenCalledExactlyOnceWith('0x1')
})

test('switching to the current chain resolves without a prompt or event', async () => {
  const { wallet, onChainChanged } = setup()
  wallet.setNextApproval('reject')
  const params: [{ chainId: Hex }] = [{ chainId: '0x7a69' }]
  expect(await wallet.request({ method: 'wallet_switchEthereumChain', params })).toBeNull()
  expect(wallet.nextApproval).toBe('reject')
  expect(onChainChanged).not.toHaveBeenCalled()
})

test('switching to an unknown chain fails with 4902', async () => {
  const { wallet } = setup()
  await expect(
    wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }),
  ).rejects.toMatchObject({
    code: 4902,
    message:
      'Unrecognized chain ID "0xaa36a7". Try adding the chain using wallet_addEthereumChain first.',
  })
})

test('wallet_addEthereumChain adds the chain, switches to it and persists it', async () => {
  const storage = createMemoryDevWalletStorage()
  const { wallet, onChainChanged } = setup(storage)
  expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [sepolia] })).toBeNull()
  expect(onChainChanged).toHaveBeenCalledExactlyOnceWith('0xaa36a7')
  await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })

  const { wallet: reloaded, onChainChanged: onReloadedChainChanged } = setup(storage)
  expect(reloaded.chainId).toBe(31337)
  const params: [{ chainId: Hex }] = [{ chainId: '0xaa36a7' }]
  expect(await reloaded.request({ method: 'wallet_switchEthereumChain', params })).toBeNull()
  expect(onReloadedChainChanged).toHaveBeenCalledExactlyOnceWith('0xaa36a7')
})

test('wallet_addEthereumChain validates its parameter with -32602', async () => {
  const { wallet } = setup()
  for (const invalid of [
    { ...sepolia, chainId: '11155111' },
    { ...sepolia, chainName: '' },
    { ...sepolia, rpcUrls: [] },
    { ...sepolia, nativeCurrency: undefined },
  ]) {
    await expect(
      wallet.request({ method: 'wallet_addEthereumChain', params: [invalid] }),
    ).rejects.toMatchObject({ code: -32602 })
  }
  expect(wallet.chainId).toBe(31337)
})

test('moveToChain switches without a prompt, adding an unknown chain without an RPC URL', async () => {
  const { wallet, onChainChanged } = setup()
  wallet.setNextApproval('reject')
  wallet.moveToChain(1)
  wallet.moveToChain(10)
  expect(onChainChanged.mock.calls).toEqual([['0x1'], ['0xa']])
  expect(wallet.nextApproval).toBe('reject')
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xa')
  await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
    code: -32603,
    message: 'The current chain has no RPC URL',
  })
  expect(() => wallet.moveToChain(0)).toThrow('Chain ID must be a positive integer, got 0')
})
