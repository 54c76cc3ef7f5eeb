import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_RENDER_API_KEY': JSON.stringify('rnd_DgaEIJ3kCtgqqvBRI7iUkt4j'),
  },
  server: {
    port: 5173,
  },
})
