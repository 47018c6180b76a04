// Its own module, not featureConstants.ts (a startup chunk): only the lazy price and swap code
// reads it.

/**
 * Native-token address placeholders per namespace: the address the Blockchain API's price
 * (`/v1/fungible/price`) and convert calls give a namespace's native currency in CAIP-10 token
 * addresses. EVM's is the `0xeeee…eeee` convention. Solana's is `So111…111` (41 characters), the
 * API's name for native SOL, not Wrapped SOL's mint `So111…112`: that is a real SPL token an account
 * can hold beside its SOL, so pricing SOL under it would mix the two. Bitcoin has none: no token
 * list of Latch's prices bitcoin.
 */
export const NATIVE_TOKEN_ADDRESSES = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
} as const
