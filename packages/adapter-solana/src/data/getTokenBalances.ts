import {
  type CaipAddress,
  type DataQuery,
  formatDecimalUnits,
  type TokenBalance,
  type TokenOption,
} from '@latch/core'
import { isSafeImageUrl } from '@latch/core/internal'
import { type Address, address, isAddress, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../tokenPrograms.js'
import { balanceAnswer, mintsAnswer, tokenAccountsAnswer } from './rpcSchemas.js'
import { type TokenName, tokenName } from './tokenName.js'
/** Lamports per SOL: 10^9. */
export const SOL_DECIMALS = 9
/** The most mints `getMultipleAccounts` reads at once, as on a node. */
const MAX_MULTIPLE_ACCOUNTS = 100

/** Parameters of {@link getTokenBalances}: the account, its network, the integrator's tokens. */
export type GetTokenBalancesParameters = DataQuery & { tokens?: readonly TokenOption[] | undefined }

type Held = { amount: bigint; decimals: number; program: Address }

/**
 * The account's SOL and SPL token balances on a Solana network, from the network's RPC with no
 * hosted service: `getBalance` (lamports → SOL, 9 decimals) and
 * `getTokenAccountsByOwner` (`jsonParsed`) for SPL Token and Token-2022, amounts of one mint's
 * accounts added up. The integrator's `tokens` (mint addresses) are always listed, at zero when
 * not held; found tokens only when non-zero. Mints are read (`getMultipleAccounts`, `jsonParsed`)
 * for the decimals of tokens not held and for Token-2022's metadata extension; names follow
 * {@link tokenName}. Every answer is validated (zod).
 *
 * @param rpc - The network's @solana/kit RPC client.
 * @param parameters - {@link GetTokenBalancesParameters}; `tokens` that are not base58 addresses
 *   are ignored, as is an integrator token whose mint cannot be read (its decimals are unknown).
 * @returns SOL first (the network's `nativeCurrency` name and symbol, `quantity.decimals` '9'),
 *   then the integrator's tokens in their order, then the others; token `address` is CAIP-10
 *   (`solana:<ref>:<mint>`); no `price` or `value` (no price source).
 * @throws The kit's error when `address` is not a Solana address, or the RPC's.
 * @throws {z.core.$ZodError} When an answer does not have a node's shape.
 * @example
 * const balances = await getTokenBalances(createSolanaRpc(url), { address, caipNetwork: solana })
 * // [{ name: 'Solana', symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' }, … }, …]
 */
export async function getTokenBalances(
  rpc: Rpc<SolanaRpcApi>,
  { address: owner, caipNetwork, tokens = [], signal }: GetTokenBalancesParameters,
): Promise<TokenBalance[]> {
  const account = address(owner)
  const options = { abortSignal: signal }
  const byProgram = (programId: Address) =>
    rpc.getTokenAccountsByOwner(account, { programId }, { encoding: 'jsonParsed' }).send(options)
  const [balance, ...accounts] = await Promise.all([
    rpc.getBalance(account).send(options),
    byProgram(TOKEN_PROGRAM),
    byProgram(TOKEN_2022_PROGRAM),
  ])
  const held = new Map<string, Held>()
  for (const [index, answer] of accounts.entries()) {
    const program = index === 0 ? TOKEN_PROGRAM : TOKEN_2022_PROGRAM
    for (const { account: tokenAccount } of tokenAccountsAnswer.parse(answer).value) {
      const { mint, owner: holder, tokenAmount } = tokenAccount.data.parsed.info
      if (holder !== account) continue
      const amount = (held.get(mint)?.amount ?? 0n) + BigInt(tokenAmount.amount)
      held.set(mint, { amount, decimals: tokenAmount.decimals, program })
    }
  }
  const images = new Map<string, string | undefined>()
  for (const token of tokens) {
    if (isAddress(token.address) && !images.has(token.address)) {
      images.set(
        token.address,
        token.image && isSafeImageUrl(token.image) ? token.image : undefined,
      )
    }
  }
  const toRead = [
    ...new Set([
      ...[...images.keys()].filter((mint) => !held.has(mint)),
      ...[...held]
        .filter(([, entry]) => entry.program === TOKEN_2022_PROGRAM)
        .map(([mint]) => mint),
    ]),
  ] as Address[]
  const mints = await readMints(rpc, toRead, signal)

  const { caipNetworkId, nativeCurrency } = caipNetwork
  const toBalance = (mint: string, name: TokenName, amount: bigint, decimals: number) => ({
    ...name,
    chainId: caipNetworkId,
    address: `${caipNetworkId}:${mint}` as CaipAddress,
    quantity: { decimals: String(decimals), numeric: formatDecimalUnits(amount, decimals) },
    iconUrl: images.get(mint),
  })
  const native: TokenBalance = {
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    chainId: caipNetworkId,
    quantity: {
      decimals: String(SOL_DECIMALS),
      numeric: formatDecimalUnits(balanceAnswer.parse(balance).value, SOL_DECIMALS),
    },
  }
  const listed = [...images.keys()].flatMap((mint) => {
    const decimals = held.get(mint)?.decimals ?? mints.get(mint)?.decimals
    if (decimals === undefined) return []
    const name = tokenName(mint, mints.get(mint)?.extensions)
    return [toBalance(mint, name, held.get(mint)?.amount ?? 0n, decimals)]
  })
  const found = [...held]
    .filter(([mint, { amount }]) => amount > 0n && !images.has(mint))
    .map(([mint, { amount, decimals }]) =>
      toBalance(mint, tokenName(mint, mints.get(mint)?.extensions), amount, decimals),
    )
  return [native, ...listed, ...found]
}

type MintInfo = {
  decimals: number
  extensions?: readonly { extension: string; state?: unknown }[] | undefined
}

/** Decimals and extensions of `mints` (`getMultipleAccounts`, 100 at a time); unreadable ones left out. */
async function readMints(
  rpc: Rpc<SolanaRpcApi>,
  mints: readonly Address[],
  signal: AbortSignal | undefined,
): Promise<Map<string, MintInfo>> {
  const chunks: Address[][] = []
  for (let start = 0; start < mints.length; start += MAX_MULTIPLE_ACCOUNTS) {
    chunks.push(mints.slice(start, start + MAX_MULTIPLE_ACCOUNTS))
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      rpc.getMultipleAccounts(chunk, { encoding: 'jsonParsed' }).send({ abortSignal: signal }),
    ),
  )
  const info = new Map<string, MintInfo>()
  answers.forEach((answer, index) => {
    mintsAnswer.parse(answer).value.forEach((account, position) => {
      const mint = chunks[index]?.[position]
      const parsed = account?.data?.parsed.info
      if (mint && parsed) info.set(mint, parsed)
    })
  })
  return info
}
