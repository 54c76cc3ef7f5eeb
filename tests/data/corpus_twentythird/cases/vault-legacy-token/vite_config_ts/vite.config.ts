import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/partner-api': {
        target: 'https://api.tidewater.com',
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/partner-api/, ''),
        headers: {
          'X-Vault-Token': 's.w8DR3WforqFzLJZ57geJUIWH',
        },
      },
    },
  },
})
