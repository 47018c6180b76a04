/**
 * The English texts the page buttons show (ConnectButton, NetworkButton, a surface's "Something
 * went wrong" and "Retry"): in the startup chunk, so the buttons need not wait for English's
 * `modal.json`, which comes with the modal's chunk. The same texts as there (a test says so).
 */
export const englishPageTexts: Readonly<Record<string, string>> = {
  'button.connectWallet': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'error.unknownNetwork': 'Unknown Network',
  'fault.message': 'Something went wrong',
  'fault.retry': 'Retry',
}
