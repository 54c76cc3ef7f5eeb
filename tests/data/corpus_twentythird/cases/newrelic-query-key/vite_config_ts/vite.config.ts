import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    __NEW_RELIC_QUERY_KEY__: JSON.stringify('NRIQ-VR-hh1zx6Z1BIewT0NFw3Ei51tNIIw1j'),
  },
  server: {
    port: 5173,
  },
})
