import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { ANVIL_TEST_MNEMONIC, requestRpc } from '@latch/testing'
import { resolveAnvilCommand } from './resolveAnvilCommand.ts'

export type StartAnvilParameters = {
  /** TCP port. Defaults to `8545`. */
  port?: number
  /** EIP-155 chain ID. Defaults to `31337`. */
  chainId?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /**
   * Reuse a node already answering on `host:port` with `chainId`; with `false`, a node already
   * there is an error. Defaults to `true`.
   */
  reuse?: boolean
  /** BIP-39 mnemonic of the funded dev accounts. Defaults to `ANVIL_TEST_MNEMONIC`. */
  mnemonic?: string
  /** Interval mining, in seconds. Defaults to automine (a block per transaction). */
  blockTime?: number
}

export type StartAnvilReturnType = {
  /** The node's HTTP JSON-RPC endpoint, e.g. `'http://127.0.0.1:8545'`. */
  url: string
  chainId: number
  /** Whether an already running node was reused (then `stop` leaves it running). */
  reused: boolean
  /** Stops the node this call started (SIGTERM, SIGKILL after 3 s); resolves once it exited. */
  stop(): Promise<void>
}

const readyTimeoutMs = 20_000
const pollIntervalMs = 100
const killTimeoutMs = 3_000

/**
 * Starts a local Anvil node (https://getfoundry.sh/anvil) from the binary `@foundry-rs/anvil`
 * installs, or reuses one already serving the same chain, and resolves once it answers
 * `eth_chainId`. Its dev accounts hold 10 000 ETH each.
 *
 * Anvil runs with `--host --port --chain-id --mnemonic --quiet` (and `--block-time` if given).
 *
 * @param parameters - {@link StartAnvilParameters}
 * @returns The node's URL and chain ID, whether it was reused, and `stop`.
 * @throws {Error} 'Port <port> is serving chain <id>, expected <chainId>' when reusing finds
 * another chain.
 * @throws {Error} 'Port <port> is already serving chain <id>' when `reuse` is `false`.
 * @throws {Error} 'anvil exited (<exit code or signal>) before answering on <url>: <stderr>'
 * @throws {Error} 'anvil did not answer on <url> within 20 s: <stderr>' (the process is killed).
 *
 * @example
 * import { startAnvil } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: 8545, chainId: 31337 })
 * // … run tests against anvil.url …
 * await anvil.stop()
 */
export async function startAnvil(
  parameters: StartAnvilParameters = {},
): Promise<StartAnvilReturnType> {
  const { port = 8545, chainId = 31337, host = '127.0.0.1', reuse = true } = parameters
  const { mnemonic = ANVIL_TEST_MNEMONIC, blockTime } = parameters
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const servedChainId = await readChainId(url)
  if (servedChainId !== undefined) {
    if (!reuse) throw new Error(`Port ${port} is already serving chain ${servedChainId}`)
    if (servedChainId !== chainId) {
      throw new Error(`Port ${port} is serving chain ${servedChainId}, expected ${chainId}`)
    }
    return { url, chainId, reused: true, stop: async () => {} }
  }

  const anvil = resolveAnvilCommand()
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', mnemonic, '--quiet')
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  const child = spawn(anvil.command, [...anvil.args, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, TARGET_TOOL: 'anvil' },
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('error', (error) => {
    stderr += String(error)
  })

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= stopProcess(child, exited)
    return stopped
  }
  const deadline = Date.now() + readyTimeoutMs
  while ((await readChainId(url)) !== chainId) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      const reason = child.exitCode ?? child.signalCode ?? 'a spawn error'
      throw new Error(`anvil exited (${reason}) before answering on ${url}: ${stderr.trim()}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil did not answer on ${url} within 20 s: ${stderr.trim()}`)
    }
    await sleep(pollIntervalMs)
  }
  return { url, chainId, reused: false, stop }
}

/** The chain ID served at `url`, or `undefined` when nothing answers within a second. */
async function readChainId(url: string): Promise<number | undefined> {
  try {
    const chainId = await requestRpc<string>(url, 'eth_chainId', [], {
      signal: AbortSignal.timeout(1_000),
    })
    return Number(chainId)
  } catch {
    return undefined
  }
}

/** SIGTERM, then SIGKILL if the process is still running after 3 s; resolves once it exited. */
async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), killTimeoutMs)
  await exited
  clearTimeout(timer)
}
