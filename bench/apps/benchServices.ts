// The local services the Latch bench app talks to, shared by the app (built into it, as an
// integrator writes its URLs) and by `bench/run.ts`, which starts them. All on 127.0.0.1.

/** The WalletConnect relay fixture's port (`relayUrl`), the demo's. */
export const BENCH_RELAY_PORT = 8787

/**
 * The bench's own auth server (`authUrl`, email login), apart from the demo's on 8788 so a
 * running demo or end-to-end server, which does not know the bench's project and origin, is
 * never reused.
 */
export const BENCH_AUTH_PORT = 8798

/** The bench app's `projectId`: WalletConnect and the hosted API on, and its auth-server project. */
export const BENCH_PROJECT_ID = 'latch-bench'
