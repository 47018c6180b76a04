// The embedded wallet's allow-lists (re-exported by frameProtocol.ts, part of the wire format's
// entry): what it runs without asking and what waits for the user's approval in the frame.

/**
 * EIP-1193 methods the embedded wallet runs without asking: reads, chain id,
 * accounts, fees, switching among the integrator's networks, and the EIP-5792 capabilities and
 * batch status (`wallet_getCallsStatus`), ERC-7811 assets (`wallet_getAssets`); Solana's accounts
 * (`solana_getAccounts`).
 */
export const AUTH_SAFE_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'solana_getAccounts',
]

/**
 * EIP-1193 methods that need the user's approval inside the frame (signing, sending
 * transactions, EIP-5792 `wallet_sendCalls` batches, ERC-4337 `eth_sendUserOperation`; Solana's message and transaction signing). Methods on neither list are refused: 'Requested RPC call is not allowed'.
 */
export const AUTH_UNSAFE_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]
