import * as z from 'zod/mini'
import {
  authFrameEventSchemas,
  authFrameRequestSchemas,
  authFrameResponseSchemas,
} from './frameProtocol.js'

// The wire format's unions, for the frame and for tests. Kept apart from frameProtocol.ts so that
// core's lazy auth chunk (which parses with `parseAuthFrameMessage`) does not pull `z.union` into
// the zod code startup ships.

/** What the host asks the frame (see `authFrameRequestSchemas`). */
export const authFrameRequestSchema = z.union(authFrameRequestSchemas)
/** The frame's answer to one request (see `authFrameResponseSchemas`). */
export const authFrameResponseSchema = z.union(authFrameResponseSchemas)
/** What the frame tells the host unasked (see `authFrameEventSchemas`). */
export const authFrameEventSchema = z.union(authFrameEventSchemas)
/** Anything the frame posts to the host. */
export const authFrameMessageSchema = z.union([authFrameResponseSchema, authFrameEventSchema])
