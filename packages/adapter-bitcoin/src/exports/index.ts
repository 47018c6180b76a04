// @latch/adapter-bitcoin: the public API.
export {}
