import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    __FIRECRAWL_API_KEY__: JSON.stringify('fc-919c4c467586a37acc40751374a9f038'),
  },
  server: {
    port: 5173,
  },
})
