import './styles.css'
import { createApprovalExplainer } from './approval/createApprovalExplainer.js'
import { createAuthFrameHandler } from './frame/createAuthFrameHandler.js'
import { listenToHost } from './frame/listenToHost.js'
import { refuseHost } from './frame/refuseHost.js'
import { verifyHostOrigin } from './frame/verifyHostOrigin.js'
import { createFrameTexts } from './i18n/createFrameTexts.js'
import { createDeviceStore, createMemoryStore, openIndexedDbStore } from './keys/deviceStore.js'
import { createLoginView } from './login/createLoginView.js'
import { createPasskeyView } from './passkey/createPasskeyView.js'
import { createAuthServerClient } from './server/createAuthServerClient.js'
import { createSessionManager } from './session/createSessionManager.js'
import { createFramePanel } from './window/createFramePanel.js'

// The auth frame page: checks its host, then answers the host's messages (DESIGN.md §8).
async function start() {
  const server = createAuthServerClient({ baseUrl: location.origin })
  const host = await verifyHostOrigin({
    search: location.search,
    framed: window.parent !== window,
    ancestorOrigins: location.ancestorOrigins,
    getAllowedOrigins: server.getAllowedOrigins,
  })
  if (!host.ok) {
    // Spec §8 'unverified domain': a refused embedder is told, at its own origin only.
    refuseHost(host, { parent: window.parent, log: (message) => console.error(message) })
    return
  }
  const keyValues = await openIndexedDbStore().catch((error: unknown) => {
    console.warn(
      '[Latch auth frame] IndexedDB is unavailable: keys last for this page only.',
      error,
    )
    return createMemoryStore()
  })
  const approvalRoot = document.getElementById('approval') as HTMLElement
  const loginRoot = document.getElementById('login') as HTMLElement
  const passkeyRoot = document.getElementById('passkey') as HTMLElement
  // The modal's language (the host names it; the texts are the frame's own).
  const texts = createFrameTexts()
  const session = createSessionManager({
    projectId: host.projectId,
    origin: host.origin,
    server,
    store: createDeviceStore(keyValues),
    onEnded: () => handler.sessionEnded(),
    // Every passkey prompt starts from a click on this panel's own button: a cross-origin frame
    // needs its own user activation for WebAuthn.
    passkeys: { view: createPasskeyView({ root: passkeyRoot, texts }) },
  })
  const handler = createAuthFrameHandler({
    post: (message) => window.parent.postMessage(message, host.origin),
    session,
    // Nothing clicked in the frame signs: the user decides in the approval window it opens.
    presenter: createFramePanel({
      root: approvalRoot,
      explain: createApprovalExplainer(texts, { hostOrigin: host.origin }),
      texts,
      requestedBy: host.origin,
    }),
    login: createLoginView({ root: loginRoot, texts }),
    setTheme: (mode) => {
      document.documentElement.dataset.theme = mode
    },
    setLocale: texts.setLocale,
    // Tokens, simulations and sending go through the project's RPC URLs, never the page's.
    trustedRpcUrls: () => server.getRpcUrls(host.projectId),
    socials: server.getSocialProviders,
  })
  listenToHost({ window, origin: host.origin, onMessage: handler.handle })
  handler.ready()
}

void start()
