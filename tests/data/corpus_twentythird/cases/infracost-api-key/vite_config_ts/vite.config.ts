import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_SECRET': JSON.stringify('ico-BMTblRfuN7m05bQaMeUHGSfpRffTEJpJ'),
  },
  server: {
    port: 5173,
  },
})
