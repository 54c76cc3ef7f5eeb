import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_OPENAI_KEY': JSON.stringify('<hidden>'),
  },
  server: {
    port: 5173,
  },
})
