import type { Address } from 'viem'
import { userRejected } from '../errors/AuthFrameError.js'
import type { FrameWords } from '../i18n/createFrameTexts.js'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import type { SendPlan, UnsafeRequest } from '../rpc/parseUnsafeRequest.js'
import type { ApprovalExplanation } from './renderApproval.js'

/**
 * One request waiting for the user: the wallet's active address and the eip155 network it is
 * for; for sends (`eth_sendTransaction`, `wallet_sendCalls`, `eth_sendUserOperation`) how it
 * will run (`plan`, prepared before it shows; absent for signatures).
 */
export type Eip155Approval = {
  request: UnsafeRequest
  from: Address
  network: NetworkClient
  plan?: SendPlan
  /** For signatures: whether `from` is the owner's smart account or its EOA. */
  signer?: 'smartAccount' | 'eoa'
}

/**
 * A request that brings its own words and preview (the Solana ones, whose code is loaded only
 * when a Solana request comes): `explain` gives them in the frame's locale of the moment.
 */
export type ExplainedApproval = { explain(words: FrameWords): ApprovalExplanation }

/** One request waiting for the user (see {@link Eip155Approval}, {@link ExplainedApproval}). */
export type PendingApproval = Eip155Approval | ExplainedApproval

/** What the user can do with the request on screen. */
export type ApprovalActions = {
  /** Runs the request; settles when it has been signed (or sent) or failed. */
  approve(): Promise<void>
  /** Answers the request with EIP-1193 4001. */
  reject(): void
}

/** Shows the request at the head of the queue (the approval UI), or nothing. */
export type ApprovalPresenter = {
  show(pending: PendingApproval, actions: ApprovalActions): void
  hide(): void
}

/** What the presenter is given of a queued request: its own fields, nothing the caller added. */
function shownOf(pending: PendingApproval): PendingApproval {
  if ('explain' in pending) return { explain: pending.explain }
  const { request, from, network, plan, signer } = pending
  return {
    request,
    from,
    network,
    ...(plan === undefined ? {} : { plan }),
    ...(signer === undefined ? {} : { signer }),
  }
}

type Entry<pending extends PendingApproval> = {
  pending: pending
  resolve: (result: unknown) => void
  reject: (error: unknown) => void
  running: boolean
}

/**
 * The queue of unsafe EIP-1193 requests (`AUTH_UNSAFE_METHODS`), shown to the user one at a time.
 * The first request emits `approvalRequired`; an empty queue emits `approvalSettled`.
 *
 * @param parameters.execute - Signs or sends an approved request (the queued object, with any
 *   fields the caller added to it); its result answers the request.
 * @param parameters.presenter - The approval UI.
 * @param parameters.emit - Posts the frame event to the host.
 */
export function createApprovalQueue<pending extends PendingApproval = PendingApproval>(parameters: {
  execute: (pending: pending) => Promise<unknown>
  presenter: ApprovalPresenter
  emit: (event: 'approvalRequired' | 'approvalSettled') => void
}) {
  const { execute, presenter, emit } = parameters
  const entries: Entry<pending>[] = []

  function settle(entry: Entry<pending>) {
    const index = entries.indexOf(entry)
    if (index !== -1) entries.splice(index, 1)
    if (index === 0) showHead()
  }

  function showHead() {
    const head = entries[0]
    if (head === undefined) {
      presenter.hide()
      emit('approvalSettled')
      return
    }
    presenter.show(shownOf(head.pending), {
      async approve() {
        if (head.running || entries[0] !== head) return
        head.running = true
        try {
          head.resolve(await execute(head.pending))
        } catch (error) {
          head.reject(error)
        }
        settle(head)
      },
      reject() {
        if (head.running || entries[0] !== head) return
        head.reject(userRejected())
        settle(head)
      },
    })
  }

  return {
    /**
     * Queues a request for the user's decision.
     * @returns The signature or transaction hash once approved.
     * @throws {AuthFrameError} 4001 when rejected; the node's error when sending fails.
     */
    enqueue(pending: pending): Promise<unknown> {
      return new Promise((resolve, reject) => {
        entries.push({ pending, resolve, reject, running: false })
        if (entries.length === 1) {
          emit('approvalRequired')
          showHead()
        }
      })
    },

    /** `rejectPending`: answers every waiting request with 4001 (one already running finishes). */
    rejectAll(): void {
      const waiting = entries.filter((entry) => !entry.running)
      if (waiting.length === 0) return
      const headWaiting = entries[0]?.running === false
      for (const entry of waiting) {
        entry.reject(userRejected())
        entries.splice(entries.indexOf(entry), 1)
      }
      if (headWaiting) showHead()
    },

    /** How many requests wait (or run). */
    get size(): number {
      return entries.length
    },
  }
}
