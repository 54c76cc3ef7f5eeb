import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_SHIPPO_API_TOKEN': JSON.stringify('shippo_live_a15a5a4aecd21af601ec0aaa70651a9d3724d8b0'),
  },
  server: {
    port: 5173,
  },
})
