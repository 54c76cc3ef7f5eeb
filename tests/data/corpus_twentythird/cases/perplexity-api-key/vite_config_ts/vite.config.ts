import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_PPLX_API_KEY': JSON.stringify('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'),
  },
  server: {
    port: 5173,
  },
})
