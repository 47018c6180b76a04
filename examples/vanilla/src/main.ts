import { createEvmAdapter } from '@latch/adapter-evm'
import { createLatch, type LatchPublicState, toCaipNetwork } from '@latch/html'
import { createDevWallet } from '@latch/testing'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

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

// A test wallet (anvil's public keys) announced through EIP-6963, as a browser extension would be.
createDevWallet({
  chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
}).announce()

// Defines <latch-connect-button> and <latch-network-button>, which render in the page from now on.
const latch = createLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })

const network = document.getElementById('network')
function showNetwork(state: LatchPublicState) {
  if (network) network.textContent = `Selected network: ${state.selectedNetworkId ?? 'none'}`
}
showNetwork(latch.getState())
latch.subscribeState(showNetwork)
