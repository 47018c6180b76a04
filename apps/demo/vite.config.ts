import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo runs on local chains only (anvil on 127.0.0.1:8545 and :8546).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
