import { anvilTestAccounts, testContracts } from '@latch/testing'
import { type Address, getAddress } from 'viem'

/** A fungible the fixture knows a fiat price for (USD per whole token). */
export type FixtureFungible = { name: string; symbol: string; price: number }

/** The address the Blockchain API uses for a chain's native currency in CAIP-10 addresses. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Ether on the anvil chains, priced at 3,000 USD. */
export const nativeFungible: FixtureFungible = { name: 'Ether', symbol: 'ETH', price: 3000 }

/**
 * The USD prices the fixture answers with (the chain has no price source): ETH 3,000, LTT 2,
 * LUSD 1, LXT 0.5 — the same on every configured chain, as the token addresses are.
 */
export const fixturePrices: ReadonlyMap<Address, FixtureFungible> = new Map([
  [getAddress(nativeTokenAddress), nativeFungible],
  [testContracts.latchTestToken, { name: 'Latch Test Token', symbol: 'LTT', price: 2 }],
  [testContracts.latchTestUsd, { name: 'Latch Test USD', symbol: 'LUSD', price: 1 }],
  [testContracts.latchExtraToken, { name: 'Latch Extra Token', symbol: 'LXT', price: 0.5 }],
])

/** The fiat price of a token (USD per whole token), `undefined` when the table has none. */
export function priceOf(token: Address): number | undefined {
  return fixturePrices.get(getAddress(token))?.price
}

const devAvatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" fill="#4f46e5"/><circle cx="48" cy="38" r="18" fill="#fff"/>' +
  '<rect x="20" y="62" width="56" height="26" rx="13" fill="#fff"/></svg>'

/** Identity as the Blockchain API answers it. */
export type FixtureIdentity = { name: string | null; avatar: string | null }

/**
 * The identities the fixture knows: anvil account #0 is `latch-dev.eth` with an SVG data-URL
 * avatar; every other address has none.
 */
export function identityOf(address: Address): FixtureIdentity {
  if (getAddress(address) === anvilTestAccounts[0]) {
    const avatar = `data:image/svg+xml;base64,${Buffer.from(devAvatarSvg).toString('base64')}`
    return { name: 'latch-dev.eth', avatar }
  }
  return { name: null, avatar: null }
}
