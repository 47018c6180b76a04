import { type Address, getBase58Decoder } from '@solana/kit'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, toUiTokenAmount } from './readTokenAccount.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** A compiled instruction with its program and accounts resolved to addresses. */
export type ResolvedInstruction = {
  programId: Address
  accounts: readonly Address[]
  data: Uint8Array
}

type Parsed = { program: string; type: string; info: Record<string, unknown> }

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)

/** System Program: `transfer` and `createAccount` (u32 discriminator). */
function parseSystem({ accounts: [a, b], data }: ResolvedInstruction): Parsed | undefined {
  const discriminator = data.length >= 4 ? view(data).getUint32(0, true) : -1
  if (discriminator === 2 && data.length >= 12) {
    const lamports = view(data).getBigUint64(4, true)
    return { program: 'system', type: 'transfer', info: { source: a, destination: b, lamports } }
  }
  if (discriminator === 0 && data.length >= 52) {
    const lamports = view(data).getBigUint64(4, true)
    const space = view(data).getBigUint64(12, true)
    const owner = getBase58Decoder().decode(data.subarray(20, 52))
    return {
      program: 'system',
      type: 'createAccount',
      info: { source: a, newAccount: b, lamports, space, owner },
    }
  }
  return undefined
}

/** SPL Token / Token-2022: transfers and mints, checked or not (u8 discriminator). */
function parseToken(instruction: ResolvedInstruction): Parsed | undefined {
  const { programId, accounts, data } = instruction
  const program = programId === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022'
  if (data.length < 9) return undefined
  const amount = view(data).getBigUint64(1, true)
  const decimals = data[9]
  const [a, b, c, d] = accounts
  switch (data[0]) {
    case 3:
      return {
        program,
        type: 'transfer',
        info: { source: a, destination: b, authority: c, amount: amount.toString() },
      }
    case 7:
      return {
        program,
        type: 'mintTo',
        info: { mint: a, account: b, mintAuthority: c, amount: amount.toString() },
      }
    case 12:
      if (decimals === undefined) return undefined
      return {
        program,
        type: 'transferChecked',
        info: {
          source: a,
          mint: b,
          destination: c,
          authority: d,
          tokenAmount: toUiTokenAmount(amount, decimals),
        },
      }
    case 14:
      if (decimals === undefined) return undefined
      return {
        program,
        type: 'mintToChecked',
        info: {
          mint: a,
          account: b,
          mintAuthority: c,
          tokenAmount: toUiTokenAmount(amount, decimals),
        },
      }
    default:
      return undefined
  }
}

/** Associated Token Account program: `create` (no data or 0) and `createIdempotent` (1). */
function parseAssociatedToken({ accounts, data }: ResolvedInstruction): Parsed | undefined {
  const type =
    data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : ''
  if (!type) return undefined
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
  return {
    program: 'spl-associated-token-account',
    type,
    info: { source, account, wallet, mint, systemProgram, tokenProgram },
  }
}

/**
 * An instruction as a node's `jsonParsed` encoding gives it: `{ program, programId, parsed: { type,
 * info }, stackHeight }` for the instructions this server knows (System `transfer` /
 * `createAccount`; SPL Token and Token-2022 `transfer`, `transferChecked`, `mintTo`,
 * `mintToChecked`; the Associated Token program's `create` / `createIdempotent`), else the
 * partially decoded `{ programId, accounts, data (base58), stackHeight }` a node falls back to.
 * Lamports are `bigint`s (u64 in the JSON); token amounts are text, as on a node.
 * @param instruction - The instruction with its addresses resolved.
 */
export function parseInstruction(instruction: ResolvedInstruction) {
  const { programId } = instruction
  const parsed =
    programId === SYSTEM_PROGRAM
      ? parseSystem(instruction)
      : programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM
        ? parseToken(instruction)
        : programId === ASSOCIATED_TOKEN_PROGRAM
          ? parseAssociatedToken(instruction)
          : undefined
  if (parsed) {
    const { program, type, info } = parsed
    return { program, programId, parsed: { type, info }, stackHeight: null }
  }
  return {
    programId,
    accounts: instruction.accounts,
    data: getBase58Decoder().decode(instruction.data),
    stackHeight: null,
  }
}
