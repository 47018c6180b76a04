import * as z from 'zod'

/**
 * The approval window's path at the auth server: a top-level page at the frame's own origin that
 * nobody may embed (`frame-ancestors 'none'`), so the host page cannot paint over it.
 */
export const APPROVAL_WINDOW_PATH = '/frame/approve'

/** The window's size (CSS px) when the frame opens it; the browser may place it anywhere. */
export const APPROVAL_WINDOW_FEATURES = 'popup,width=440,height=680'

const tag = z.literal('latch-approval')

const descriptionSchema = z.looseObject({
  summary: z.string().max(2_000),
  details: z.array(z.object({ label: z.string().max(200), value: z.string().max(2_000) })),
})

const previewSchema = z.union([
  z.object({ wrongChain: z.number().int() }),
  z.looseObject({
    fee: z.string().max(200).optional(),
    simulation: z.discriminatedUnion('status', [
      z.object({ status: z.literal('success'), balanceChanges: z.array(z.string().max(400)) }),
      z.object({ status: z.literal('reverted'), reason: z.string().max(2_000) }),
      z.object({ status: z.literal('unavailable') }),
    ]),
  }),
])

const idSchema = z.string().regex(/^[0-9a-f]{32}$/)

/**
 * What the frame tells its approval window, in order: `show` (the request's id, where it comes
 * from, the network line, the language and theme), then `description` and, for a transaction,
 * `preview` as they are read (`failed` when they could not be).
 */
export const frameToWindowSchema = z.discriminatedUnion('type', [
  z.object({
    latch: tag,
    type: z.literal('show'),
    id: idSchema,
    /** The verified origin of the page that made the request. */
    requestedBy: z.string().max(2_048),
    network: z.string().max(400),
    locale: z.string().max(35),
    theme: z.enum(['light', 'dark']),
    hasPreview: z.boolean(),
  }),
  z.object({
    latch: tag,
    type: z.literal('description'),
    id: idSchema,
    description: descriptionSchema.optional(),
    failed: z.literal(true).optional(),
  }),
  z.object({
    latch: tag,
    type: z.literal('preview'),
    id: idSchema,
    preview: previewSchema.optional(),
    failed: z.literal(true).optional(),
  }),
])

/** A message of the frame to its approval window (see `frameToWindowSchema`). */
export type FrameToWindow = z.infer<typeof frameToWindowSchema>

/**
 * What the approval window tells the frame that opened it: `ready` once it listens, then the
 * user's `decision` about the request `id` (`approve: false` is Reject).
 */
export const windowToFrameSchema = z.discriminatedUnion('type', [
  z.object({ latch: tag, type: z.literal('ready') }),
  z.object({ latch: tag, type: z.literal('decision'), id: idSchema, approve: z.boolean() }),
])

/** A message of the approval window to its frame (see `windowToFrameSchema`). */
export type WindowToFrame = z.infer<typeof windowToFrameSchema>

/** A fresh request id for the window: 128 random bits, hex. */
export function newWindowRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
