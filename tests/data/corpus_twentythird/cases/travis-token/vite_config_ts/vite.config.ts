import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_TRAVIS_API_KEY': JSON.stringify('DDV9iubaAoVZgzcwv9EvVF'),
  },
  server: {
    port: 5173,
  },
})
