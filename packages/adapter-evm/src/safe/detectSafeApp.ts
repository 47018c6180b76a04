import SafeAppsSDK, { type SafeInfo } from '@safe-global/safe-apps-sdk'
import { type EIP1193Provider, isAddress } from 'viem'
import * as z from 'zod/mini'
import type { EvmAdapterState } from '../adapterState.js'

/** What {@link detectSafeApp} finds when the page runs as a Safe App. */
export type SafeApp = {
  /** The Safe's address, chain id, owners and threshold, as its Safe{Wallet} answered. */
  safeInfo: SafeInfo
  /** The SDK that asked: the `postMessage` channel to the Safe{Wallet} in the parent frame. */
  sdk: SafeAppsSDK
}

/** Parameters of {@link detectSafeApp}. */
export type DetectSafeAppParameters = {
  /** How long the parent frame has to answer `getSafeInfo`, in ms (default 500). */
  timeout?: number
  /**
   * Origins trusted as a Safe{Wallet} (default {@link DEFAULT_SAFE_ORIGINS}); a `*` matches any
   * port or subdomain label, e.g. `http://127.0.0.1:*`. A frame from another origin is not asked.
   */
  allowedOrigins?: readonly string[]
}

/** The Safe{Wallet} web app. Other hosts (a self-hosted Safe, a test host) must be listed. */
export const DEFAULT_SAFE_ORIGINS: readonly string[] = ['https://app.safe.global']

/** Whether `origin` matches one of `patterns`, where `*` stands for one or more characters but `/`. */
export function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')
    return new RegExp(`^${source}$`).test(origin)
  })
}

/**
 * Long enough for a Safe{Wallet}, which answers from memory; short enough that a page framed by
 * anything else starts barely later.
 */
const SAFE_INFO_TIMEOUT_MS = 500

/**
 * The parent frame's origin: `location.ancestorOrigins` where the browser has it (Chromium,
 * Safari), else the referrer, which is the parent's page when it loaded this one.
 */
function getParentOrigin(): string | undefined {
  let origin = window.location.ancestorOrigins?.[0]
  if (origin === undefined) {
    try {
      origin = new URL(document.referrer).origin
    } catch {
      return undefined
    }
  }
  return origin === 'null' ? undefined : origin
}

/**
 * Asks the parent frame, over the Safe Apps SDK's `postMessage` protocol
 * (https://github.com/safe-global/safe-apps-sdk), which Safe the page runs in (`getSafeInfo`).
 * The SDK takes answers only from `window.parent`, and here only from the parent's origin as it
 * was when the page loaded, so neither another frame nor a page the parent navigates to can answer.
 *
 * @param parameters - {@link DetectSafeAppParameters}
 * @returns The Safe and the SDK talking to it; `undefined` when the parent's origin is unknown, or
 * it does not answer in time, answers with an error or without a valid Safe.
 * @example
 * const safeApp = window.parent === window ? undefined : await detectSafeApp()
 */
export async function detectSafeApp({
  timeout = SAFE_INFO_TIMEOUT_MS,
  allowedOrigins = DEFAULT_SAFE_ORIGINS,
}: DetectSafeAppParameters = {}): Promise<SafeApp | undefined> {
  const origin = getParentOrigin()
  // Any site can frame this page: only a trusted Safe{Wallet} origin may act as the wallet.
  if (!origin || !isAllowedOrigin(origin, allowedOrigins)) return undefined
  const sdk = new SafeAppsSDK({
    allowedDomains: [new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)],
  })
  const stopListening = guardSdkListener(sdk)
  let timer: ReturnType<typeof setTimeout> | undefined
  const safeInfo = await Promise.race([
    sdk.safe.getInfo().catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeout)
    }),
  ])
  clearTimeout(timer)
  // The parent frame's answer is checked before use: viem's isAddress turns a non-string into
  // text, which throws for an object whose toString is not callable (found by the fuzz suite).
  if (
    !safeInfo ||
    typeof safeInfo.safeAddress !== 'string' ||
    !isAddress(safeInfo.safeAddress, { strict: false }) ||
    !Number.isSafeInteger(safeInfo.chainId)
  ) {
    stopListening()
    return undefined
  }
  return { safeInfo, sdk }
}

/** An answer of the Safe Apps SDK protocol: `{ id, version, success, data | error }`. */
const sdkAnswer = z.looseObject({ id: z.string(), version: z.string(), success: z.boolean() })

/**
 * Puts a check in front of the SDK's `message` listener, which reads `event.data.version` of every
 * message the window gets, from any sender, before it checks anything: `null`, `undefined` or a
 * numeric `version` posted by any frame or extension threw a TypeError in the page. The listener
 * now gets only messages shaped like the SDK's answers.
 *
 * @returns A function that removes the listener (when the parent is not a Safe{Wallet}).
 */
function guardSdkListener(sdk: SafeAppsSDK): () => void {
  const { communicator } = sdk as unknown as {
    communicator: { onParentMessage(event: MessageEvent): void }
  }
  window.removeEventListener('message', communicator.onParentMessage)
  const listener = (event: MessageEvent) => {
    if (sdkAnswer.safeParse(event.data).success) communicator.onParentMessage(event)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

/**
 * Asks the parent frame whether the page is a Safe App (`detectSafeApp`, from the origins the
 * adapter trusts). Inside a Safe, loads the provider's module with `loadProvider` (its own chunk:
 * it is large, CommonJS viem), marks the adapter as in a Safe App and tells its listeners that its
 * connectors changed.
 * @returns The Safe's EIP-1193 provider; `undefined` outside a Safe.
 */
export async function findSafeApp(
  state: EvmAdapterState,
  loadProvider: () => Promise<{ createSafeAppProvider(safeApp: SafeApp): EIP1193Provider }>,
): Promise<EIP1193Provider | undefined> {
  const safeApp = await detectSafeApp({ allowedOrigins: state.parameters.safeOrigins })
  if (!safeApp) return undefined
  const provider = (await loadProvider()).createSafeAppProvider(safeApp)
  state.inSafeApp = true
  state.emit({ type: 'connectorsChanged' })
  return provider
}
