/**
 * The chain id of an `eip155:<id>` network, e.g. `1`: by CAIP-2's eip155 namespace the reference
 * is the EIP-155 chain id in decimal. `undefined` for any other network id (`eip155:0x1`,
 * `eip155:-1`, `solana:…`), whose `Number` would write a wrong or unreadable `Chain ID` line.
 *
 * @param caipNetworkId - A CAIP-2 network id, e.g. `eip155:1`.
 * @returns The chain id, or `undefined`.
 */
export function eip155ChainId(caipNetworkId: string): number | undefined {
  const reference = /^eip155:([0-9]{1,32})$/.exec(caipNetworkId)?.[1]
  const chainId = Number(reference)
  return reference !== undefined && Number.isSafeInteger(chainId) ? chainId : undefined
}
