import * as z from 'zod'

/**
 * The approval window's path at the auth server: a top-level page at the frame's own origin that
 * nobody may embed (`frame-ancestors 'none'`), so the host page cannot paint over it.
 */
export const APPROVAL_WINDOW_PATH = '/frame/approve'

/** The window's size (CSS px) when the frame opens it. */
export const APPROVAL_WINDOW_SIZE = { width: 440, height: 680 } as const

/** The room kept between the pointer and the window placed beside it (CSS px). */
const POINTER_GAP = 48

/** The screen's area the window may take (`window.screen`'s available area). */
export type ScreenArea = {
  availLeft?: number
  availTop?: number
  availWidth: number
  availHeight: number
}

/**
 * The `window.open` features of the approval window: a popup of `APPROVAL_WINDOW_SIZE`, placed
 * beside the pointer that clicked (to its left, else to its right, vertically centred on it and
 * kept on screen), so that a burst of clicks where the user clicked never lands in the window.
 * Without a pointer position (keyboard) or room on either side, the browser places it.
 *
 * @param pointer - The click's screen coordinates (CSS px), if it was a pointer click.
 * @param screen - The screen's available area.
 * @returns The features string, e.g. `popup,width=440,height=680,left=512,top=40`.
 */
export function approvalWindowFeatures(
  pointer: { screenX: number; screenY: number } | undefined,
  screen: ScreenArea,
): string {
  const { width, height } = APPROVAL_WINDOW_SIZE
  const features = `popup,width=${width},height=${height}`
  if (!pointer) return features
  const left = screen.availLeft ?? 0
  const top = screen.availTop ?? 0
  let x: number
  if (pointer.screenX - POINTER_GAP - width >= left) x = pointer.screenX - POINTER_GAP - width
  else if (pointer.screenX + POINTER_GAP + width <= left + screen.availWidth)
    x = pointer.screenX + POINTER_GAP
  else return features
  const y = Math.max(top, Math.min(pointer.screenY - height / 2, top + screen.availHeight - height))
  return `${features},left=${Math.round(x)},top=${Math.round(y)}`
}

const tag = z.literal('latch-approval')

const text = (max: number) => z.string().max(max)

const descriptionSchema = z.object({
  summary: text(4_000),
  details: z.array(z.object({ label: text(200), value: text(20_000) })).max(100),
  message: text(200_000).optional(),
  fields: z.array(text(20_000)).max(10_000).optional(),
  warning: text(20_000).optional(),
  calls: z
    .array(
      z.object({
        title: text(200),
        summary: text(4_000),
        details: z.array(z.object({ label: text(200), value: text(20_000) })).max(100),
        warning: text(20_000).optional(),
      }),
    )
    .max(1_000)
    .optional(),
  upgrade: text(400).optional(),
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
