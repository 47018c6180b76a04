// @ts-check
// The page's only script, served as it is: no bundler, no build. `@latch/html/standalone` comes
// from the import map in index.html.
import { createEvmAdapter, createLatch, toCaipNetwork } from '@latch/html/standalone'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

// Any chain of viem's shape: id, name, native currency, RPC URLs.
const anvil = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

const anvil2 = toCaipNetwork({
  id: 31338,
  name: 'Anvil 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

// Defines <latch-connect-button> and <latch-network-button>, which render in the page from now on.
// Wallets are found through EIP-6963 (browser extensions announce themselves).
const latch = createLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })

const networkText = document.getElementById('network')
const accountText = document.getElementById('account')

/** @param {import('@latch/html/standalone').CaipNetwork | undefined} network */
function showNetwork(network) {
  if (networkText) networkText.textContent = `Network: ${network?.caipNetworkId ?? 'none'}`
}

/** @param {import('@latch/html/standalone').AccountState | undefined} account */
function showAccount(account) {
  if (!accountText) return
  accountText.textContent =
    account?.status === 'connected' ? `Account: ${account.address}` : 'Account: not connected'
}

showNetwork(latch.getCaipNetwork())
showAccount(latch.getAccount())
latch.subscribeNetwork(showNetwork)
latch.subscribeAccount(showAccount)
