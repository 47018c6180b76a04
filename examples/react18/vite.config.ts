import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Two pages: index.html (EVM, email login) and multichain.html (every adapter and sign-in).
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: ['index.html', 'multichain.html'] } },
})
