// @latch/html/standalone: the entry of the standalone build (dist/standalone/latch.js), for a page
// with no bundler: everything @latch/html exports, with React in production mode bundled, plus
// what a plain page needs to set Latch up: the EVM adapter and defineLatchElements.

export { createEvmAdapter, type EvmAdapter } from '@latch/adapter-evm'
export { defineLatchElements } from '../elements/defineLatchElements.js'
export * from './index.js'
