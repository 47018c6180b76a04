import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

/** The strict policy Latch must work under (issue: strict CSP); `LATCH_CSP=1` serves it. */
export const strictContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Wallet logos are data: URLs; the hosted registry's wallet images are blob: URLs (spec §7).
  "img-src 'self' data: blob:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:8788",
  // The embedded wallet's secure frame, served by the local auth server.
  'frame-src http://localhost:8788',
].join('; ')

const csp = process.env.LATCH_CSP === '1'

// The demo runs on local chains only (anvil on 127.0.0.1:8545 and :8546).
export default defineConfig({
  plugins: [react()],
  // Latch's packages from source (their `@latch/source` export condition), not their dist builds.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@latch/source', ...defaultServerConditions] } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: {
    host: '127.0.0.1',
    port: csp ? 4174 : 4173,
    strictPort: true,
    headers: csp ? { 'Content-Security-Policy': strictContentSecurityPolicy } : {},
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // ssr.html is the page e2e/ssr.spec.ts fills with server-rendered HTML and hydrates.
    rollupOptions: { input: { main: 'index.html', ssr: 'ssr.html' } },
  },
})
