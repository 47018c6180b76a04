// The Account view's data flows (DESIGN.md §6): one lazy chunk, loaded when the Account view first
// needs data or an eip155 account connects, so the Blockchain API client, its zod schemas and the
// spec rules cost nothing at start-up.
export { fetchNfts } from './fetchNfts.js'
export { fetchTokenBalances } from './fetchTokenBalances.js'
export { fetchTransactions } from './fetchTransactions.js'
export { syncIdentity } from './syncIdentity.js'
