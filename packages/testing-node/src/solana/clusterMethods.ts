import { SOLANA_LOCAL_GENESIS_HASH } from '@latch/testing'
import * as z from 'zod'
import { defineSolanaRpcMethod, SOLANA_CORE_VERSION, withContext } from './defineSolanaRpcMethod.ts'
import { commitmentConfig, optionalConfig } from './rpcSchemas.ts'

/** Slots per epoch, as on mainnet. */
const SLOTS_PER_EPOCH = 432_000n
const noParams = z.tuple([optionalConfig(commitmentConfig)])

/**
 * The cluster (https://solana.com/docs/rpc/http): blockhashes, slot, block height, epoch, version,
 * health, and the fixed genesis hash `SOLANA_LOCAL_GENESIS_HASH` of `@latch/testing`.
 */
export const clusterMethods = {
  getLatestBlockhash: defineSolanaRpcMethod(noParams, (ledger) =>
    withContext(ledger, ledger.latestBlockhash()),
  ),
  isBlockhashValid: defineSolanaRpcMethod(
    z.tuple([z.string(), optionalConfig(commitmentConfig)]),
    (ledger, [blockhash]) => withContext(ledger, ledger.isBlockhashValid(blockhash)),
  ),
  getSlot: defineSolanaRpcMethod(noParams, (ledger) => ledger.slot),
  getBlockHeight: defineSolanaRpcMethod(noParams, (ledger) => ledger.blockHeight),
  getEpochInfo: defineSolanaRpcMethod(noParams, (ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.blockHeight,
    epoch: ledger.slot / SLOTS_PER_EPOCH,
    slotIndex: ledger.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: ledger.transactionCount,
  })),
  getVersion: defineSolanaRpcMethod(z.tuple([]), () => ({
    'solana-core': SOLANA_CORE_VERSION,
    'feature-set': 3_294_202_862,
  })),
  getGenesisHash: defineSolanaRpcMethod(z.tuple([]), () => SOLANA_LOCAL_GENESIS_HASH),
  getHealth: defineSolanaRpcMethod(z.tuple([]), () => 'ok'),
}
