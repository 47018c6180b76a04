import type { ChainAdapter } from '@latch/core'

// Core's simulation and swap contracts, read off `ChainAdapter` (core's public entry does not name
// these types).

/** What `ChainAdapter.simulateTransactions` resolves with (core's `SimulationResult`). */
export type SimulationResult = Awaited<
  ReturnType<NonNullable<ChainAdapter['simulateTransactions']>>
>

/** One of the sender's balance changes in a {@link SimulationResult} (core's `BalanceChange`). */
export type BalanceChange = Extract<SimulationResult, { status: 'success' }>['changes'][number]

/** Core's `SwapSource`: what `ChainAdapter.loadSwapSource` resolves with. */
export type SwapSource = Awaited<ReturnType<NonNullable<ChainAdapter['loadSwapSource']>>>

/** Core's `SwapQuote`. */
export type SwapQuote = Awaited<ReturnType<SwapSource['getQuote']>>

/** Core's `SwapToken`. */
export type SwapToken = SwapQuote['from']
