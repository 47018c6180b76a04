// @latch/auth-frame: private. The page itself is src/main.ts; these are its parts, for tests and
// for the auth server's e2e.

export { createApprovalQueue } from '../approval/createApprovalQueue.js'
export { createApprovalView } from '../approval/createApprovalView.js'
export { describeRequest } from '../approval/describeRequest.js'
export { createAuthFrameHandler } from '../frame/createAuthFrameHandler.js'
export { listenToHost } from '../frame/listenToHost.js'
export { verifyHostOrigin } from '../frame/verifyHostOrigin.js'
export { createSessionManager } from '../session/createSessionManager.js'
