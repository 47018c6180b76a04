// @latch/adapter-solana: the public API.
export {}
