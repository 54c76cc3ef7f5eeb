import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    __API_KEY__: JSON.stringify('sq0csp-OdMBlx__ZEXK9mqf1Ow6Cwy-4HzI20LtbzncmzIlNFP'),
  },
  server: {
    port: 5173,
  },
})
