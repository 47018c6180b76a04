import { expect, test, vi } from 'vitest'
import { createDevWallet } from '../createDevWallet.ts'
import { createMemoryDevWalletStorage } from '../createMemoryDevWalletStorage.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const granted = [
  expect.objectContaining({
    invoker: 'http://localhost',
    parentCapability: 'eth_accounts',
    caveats: [{ type: 'restrictReturnedAccounts', value: [account0] }],
  }),
]

function setup() {
  const chains = [{ id: 31337, name: 'Anvil' }]
  const wallet = createDevWallet({ chains, storage: createMemoryDevWalletStorage() })
  const onAccountsChanged = vi.fn()
  wallet.on('accountsChanged', onAccountsChanged)
  return { wallet, onAccountsChanged }
}

test('eth_requestAccounts prompts only while the site is not authorized', async () => {
  const { wallet, onAccountsChanged } = setup()
  await wallet.request({ method: 'eth_requestAccounts' })
  wallet.setNextApproval('reject')
  expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0])
  expect(wallet.nextApproval).toBe('reject')
  expect(onAccountsChanged).toHaveBeenCalledOnce()
})

test('wallet_requestPermissions grants eth_accounts (EIP-2255), prompting each time', async () => {
  const { wallet } = setup()
  const params: [{ eth_accounts: object }] = [{ eth_accounts: {} }]
  expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
  expect(await wallet.request({ method: 'wallet_requestPermissions', params })).toEqual(granted)
  expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([account0])
  wallet.setNextApproval('reject')
  await expect(
    wallet.request({ method: 'wallet_requestPermissions', params }),
  ).rejects.toMatchObject({ code: 4001 })
})

test('wallet_requestPermissions without eth_accounts fails with -32602', async () => {
  const { wallet } = setup()
  await expect(
    wallet.request({ method: 'wallet_requestPermissions', params: [{}] as never }),
  ).rejects.toMatchObject({
    code: -32602,
    message: 'Invalid params: expected [{ eth_accounts: {} }]',
  })
})

test('wallet_revokePermissions and disconnectFromWallet de-authorize the site', async () => {
  const revocations = [
    (wallet: ReturnType<typeof setup>['wallet']) =>
      wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    (wallet: ReturnType<typeof setup>['wallet']) => wallet.disconnectFromWallet(),
  ]
  for (const revoke of revocations) {
    const { wallet, onAccountsChanged } = setup()
    await wallet.request({ method: 'eth_requestAccounts' })
    await revoke(wallet)
    expect(onAccountsChanged.mock.calls).toEqual([[[account0]], [[]]])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
  }
})
